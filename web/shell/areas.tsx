import { AppShell } from "./AppShell.tsx";
import { RouteGuard } from "./RouteGuard.tsx";

/** /dashboard/*: every signed-in user. */
export function DashboardArea() {
  return <RouteGuard>{(user) => <AppShell user={user} />}</RouteGuard>;
}

/** /admin/*: admins only; the same shell (spec §2: both areas share one layout). */
export function AdminArea() {
  return <RouteGuard adminOnly>{(user) => <AppShell user={user} />}</RouteGuard>;
}

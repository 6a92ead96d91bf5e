import { Outlet } from "react-router";
import { PublicHeader } from "./PublicHeader.tsx";

/** Public pages: the shared header and footer on the dark stage (spec document 2 §2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-ink-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-8 text-sm text-ink-400 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>© 2025 Offbeat. Make Music Work.</p>
          <p>Independent music distribution.</p>
        </div>
      </footer>
    </div>
  );
}

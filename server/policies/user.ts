import type { Role } from "@common/users.ts";

export interface Actor {
  id: string;
  role: Role;
}

export const isAdmin = (actor: Actor) => actor.role === "admin";
export const isStaffOrAdmin = (actor: Actor) => actor.role === "admin" || actor.role === "staff";
/** Decision 2: the admin area's pages other than release review are admin-only. */
export const canUseAdminArea = isAdmin;

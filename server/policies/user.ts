import type { PermissionActor } from "@common/permissions.ts";

/** Who acts, as every policy sees them. The role rules are shared with the web (issue 18). */
export type Actor = PermissionActor;

export { isAdmin, isStaffOrAdmin } from "@common/permissions.ts";

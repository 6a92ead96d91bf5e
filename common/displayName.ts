/**
 * Sidebar user card and public header: artist name, else full name, else "User" (spec §2).
 * Its own zod-free module so the public pages can use it without loading zod.
 */
export function displayName(user: { artistName: string | null; fullName: string | null }): string {
  return user.artistName?.trim() || user.fullName?.trim() || "User";
}

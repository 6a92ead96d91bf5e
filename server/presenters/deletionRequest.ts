import type { AdminDeletionRequest, DeletionRequest } from "@common/account.ts";
import type { accountDeletionRequests, users } from "../db/schema/index.ts";

type RequestRow = typeof accountDeletionRequests.$inferSelect;
type UserRow = Pick<
  typeof users.$inferSelect,
  "id" | "email" | "name" | "artistName" | "deletedAt"
>;

/** A deletion request as its owner sees it. */
export function presentDeletionRequest(row: RequestRow): DeletionRequest {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** As admins list it: with who asked (the anonymised tombstone once the account is deleted). */
export function presentAdminDeletionRequest(
  row: RequestRow,
  user: UserRow | null,
): AdminDeletionRequest {
  return {
    ...presentDeletionRequest(row),
    user: user
      ? {
          id: user.id,
          email: user.email,
          fullName: user.name,
          artistName: user.artistName,
          deleted: user.deletedAt !== null,
        }
      : null,
  };
}

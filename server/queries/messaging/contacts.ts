import type { Contact } from "@common/messaging.ts";
import type { Role } from "@common/users.ts";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { conversationParticipants, users } from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/cursor.ts";
import { presentContact } from "../../presenters/messaging.ts";

/** Pickers sort by the label people see: artist name, else full name. */
const sortKey = sql<string>`lower(coalesce(nullif(${users.artistName}, ''), ${users.name}))`;

export interface ContactSearch {
  roles: Role[];
  q?: string;
  /** Leave out the active members of this conversation. */
  notInConversation?: string;
  after?: { key: string; id: string };
  limit: number;
}

/**
 * The page query of searchContacts, one more row than a page. Ordered by sortKey, which the
 * index users_contact_sort_idx (server/db/schema/users.ts) holds per role for confirmed
 * accounts: a picker's page is read in order from it, not sorted from every user
 * (contacts.test.ts checks the plan).
 */
export function contactsPageQuery(db: Db | Tx, actorId: string, search: ContactSearch) {
  const filters: (SQL | undefined)[] = [
    ne(users.id, actorId),
    eq(users.emailVerified, true),
    inArray(users.role, search.roles),
  ];
  if (search.q) {
    const pattern = containsPattern(search.q);
    filters.push(
      sql`(${users.artistName} ilike ${pattern} or ${users.name} ilike ${pattern} or ${users.email}::text ilike ${pattern})`,
    );
  }
  if (search.notInConversation) {
    filters.push(
      sql`not exists (select 1 from ${conversationParticipants}
        where ${conversationParticipants.conversationId} = ${search.notInConversation}
          and ${conversationParticipants.userId} = ${users.id}
          and ${conversationParticipants.isActive})`,
    );
  }
  if (search.after) {
    filters.push(sql`(${sortKey}, ${users.id}) > (${search.after.key}, ${search.after.id}::uuid)`);
  }
  return db
    .select({
      id: users.id,
      artistName: users.artistName,
      fullName: users.name,
      email: users.email,
      role: users.role,
      sortKey,
    })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(sortKey), asc(users.id))
    .limit(search.limit + 1);
}

/**
 * Confirmed accounts other than the actor with one of `roles`, searched by "contains" on artist
 * name, full name or email (pg_trgm indexes), one query per page.
 */
export async function searchContacts(
  db: Db | Tx,
  actorId: string,
  search: ContactSearch,
): Promise<{ items: Contact[]; next: { key: string; id: string } | null }> {
  const rows = await contactsPageQuery(db, actorId, search);
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentContact),
    next: rows.length > search.limit && last ? { key: last.sortKey, id: last.id } : null,
  };
}

/** The accounts with these ids (for checking who may be contacted). */
export async function findUsersByIds(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(inArray(users.id, ids));
}

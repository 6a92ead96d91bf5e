import { PRIVACY_DEFAULTS, type PrivacySettings, type ProfileVisibility } from "@common/account.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userPrivacySettings } from "../../db/schema/index.ts";

type Row = typeof userPrivacySettings.$inferSelect;

export function presentPrivacy(row: Row | undefined): PrivacySettings {
  if (!row) return { ...PRIVACY_DEFAULTS, updatedAt: null };
  return {
    profileVisibility: row.profileVisibility,
    marketingEmails: row.marketingEmails,
    dataSharingOptIn: row.dataSharingOptIn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user's privacy settings; no row means the spec §9 defaults. */
export async function readPrivacy(db: Db, userId: string): Promise<PrivacySettings> {
  const [row] = await db
    .select()
    .from(userPrivacySettings)
    .where(eq(userPrivacySettings.userId, userId));
  return presentPrivacy(row);
}

export interface AvatarAccessRow {
  image: string | null;
  visibility: ProfileVisibility;
  /** The viewer is an active participant of a conversation the owner takes part in. */
  sharesConversation: boolean;
}

/** Everything the avatar route needs to decide, in one query. Null for no (live) account. */
export async function avatarAccess(
  db: Db,
  ownerId: string,
  viewerId: string | null,
): Promise<AvatarAccessRow | null> {
  const result = await db.execute<{
    image: string | null;
    visibility: ProfileVisibility;
    shares: boolean;
  }>(sql`
    select u.avatar_url as image,
           coalesce(p.profile_visibility, 'public') as visibility,
           (${viewerId}::uuid is not null and exists (
             select 1
             from conversation_participants mine
             join conversation_participants theirs
               on theirs.conversation_id = mine.conversation_id
             where mine.user_id = ${viewerId}::uuid and mine.is_active
               and theirs.user_id = u.id
           )) as shares
    from users u
    left join user_privacy_settings p on p.user_id = u.id
    where u.id = ${ownerId}::uuid and u.deleted_at is null`);
  const row = result.rows[0];
  if (!row) return null;
  return { image: row.image, visibility: row.visibility, sharesConversation: row.shares };
}

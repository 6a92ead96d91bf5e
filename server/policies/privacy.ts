import type { ProfileVisibility } from "@common/account.ts";
import { type Actor, isStaffOrAdmin } from "./user.ts";

/**
 * Profile visibility (docs/ARCHITECTURE.md "Privacy"): a public profile's picture is anyone's to
 * see; a private one's only its owner's, the label's team's (staff and admins), and the people
 * who share a conversation with the owner (so chats still show who is talking).
 */
export function canSeeAvatar(
  viewer: Actor | null,
  owner: { id: string; visibility: ProfileVisibility },
  sharesConversation: boolean,
): boolean {
  if (owner.visibility === "public") return true;
  if (!viewer) return false;
  return viewer.id === owner.id || isStaffOrAdmin(viewer) || sharesConversation;
}

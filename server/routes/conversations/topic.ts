import { isUuid } from "@common/ids.ts";
import type { Db } from "../../db/client.ts";
import { isActiveParticipant } from "../../queries/messaging/access.ts";
import type { Hub } from "../../realtime/hub.ts";

/**
 * `conversation:<id>`: only the conversation's active participants may follow it. Members who
 * leave (or delete a direct chat) are dropped from it with `hub.revoke`.
 */
export function registerConversationTopic(hub: Hub, db: Db): void {
  hub.registerTopic("conversation:<id>", (actor, id) =>
    isUuid(id) ? isActiveParticipant(db, id, actor.id) : false,
  );
}

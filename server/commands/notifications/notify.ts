import type { Tx } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import type { Hub } from "../../realtime/hub.ts";

type NotificationType = (typeof notifications.$inferInsert)["type"];

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
}

/**
 * A notification for one user (audience user), written in the caller's transaction; the live
 * event rides on the same transaction, so the bell hears of it only once the row is committed
 * and never of a row that was rolled back.
 */
export async function notifyUser(
  tx: Tx,
  hub: Hub,
  userId: string,
  input: NotificationInput,
): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, audience: "user", ...input })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification not written");
  await hub.publish(
    `user:${userId}`,
    "notification.created",
    { notificationId: row.id, audience: "user" },
    { tx },
  );
  return row.id;
}

/** A notification for every admin (audience admin, no user id), in the caller's transaction. */
export async function notifyAdminsIn(tx: Tx, hub: Hub, input: NotificationInput): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: null, audience: "admin", ...input })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification not written");
  await hub.publish(
    "admins",
    "notification.created",
    { notificationId: row.id, audience: "admin" },
    { tx },
  );
  return row.id;
}

import { and, eq } from "drizzle-orm";
import { notifyAdminsIn } from "../commands/notifications/notify.ts";
import type { AppContext } from "../context.ts";
import { deliveries, releases } from "../db/schema/index.ts";
import {
  type ReleaseAcknowledgement,
  readAcknowledgements,
  settleAcknowledgement,
} from "../distribution/acknowledgement.ts";
import { isDeliveryMessageId } from "../distribution/deliveryInput.ts";
import {
  asSentence,
  markDeliveryFailed,
  markDeliveryLive,
} from "../distribution/deliveryOutcome.ts";
import { saveStoreLinkFromAck } from "../distribution/storeLinkFromAck.ts";
import { listStores, openStoreTransport, type StoreRow } from "../distribution/stores.ts";
import type { DeliveryTransport } from "../distribution/transport.ts";
import type { SftpTransportOptions } from "../distribution/transports/sftp.ts";
import { repeatEvery } from "../lib/repeatEvery.ts";

/**
 * Reads what the stores said about the batches (issue 15): every enabled store's
 * `acknowledgements/ACK_*.xml`. A release acknowledgement is matched to a delivered release by
 * the message it answers, or by the release's UPC when it names no message or one Offbeat never
 * sent (a store's own id); an answer to a message a redelivery has replaced changes nothing
 * (matchDelivery). "ok" makes it live (the owner hears "Your release is live on <Store>", and
 * the smart link gets the store's address when the acknowledgement gives it), an error fails it
 * with the store's words (a redelivery of a release live there tells the owner it stays live:
 * markDeliveryFailed). Each file is settled (moved to acknowledgements/processed/) once its news
 * is saved, and so is a file that cannot be read as an acknowledgement (logged), so no file is
 * read again and again.
 */

type Ctx = Pick<AppContext, "config" | "database" | "hub" | "storeCredentials" | "log">;

export interface PollResult {
  files: number;
  live: number;
  failed: number;
  /**
   * Acknowledgements that named no delivered release (already live, unknown, a takedown, a
   * message superseded by a redelivery).
   */
  unmatched: number;
}

async function matchDelivery(
  db: AppContext["database"]["db"],
  store: StoreRow,
  ack: ReleaseAcknowledgement,
) {
  if (ack.messageId) {
    const [byMessage] = await db
      .select({
        id: deliveries.id,
        releaseId: deliveries.releaseId,
        kind: deliveries.kind,
        state: deliveries.state,
      })
      .from(deliveries)
      .where(and(eq(deliveries.storeId, store.id), eq(deliveries.messageId, ack.messageId)))
      .limit(1);
    if (byMessage) return byMessage;
    // One of our MessageIds that is no row's current one names an older message, replaced by a
    // redelivery: the UPC would pick the release's newer delivery, which this answer says
    // nothing about.
    if (isDeliveryMessageId(ack.messageId, store.id)) return null;
  }
  // An answer that names no message (some stores do not echo it), or a MessageId we never sent
  // (some stores write their own), is matched by its UPC.
  if (ack.icpn) {
    const [byUpc] = await db
      .select({
        id: deliveries.id,
        releaseId: deliveries.releaseId,
        kind: deliveries.kind,
        state: deliveries.state,
      })
      .from(deliveries)
      .innerJoin(releases, eq(releases.id, deliveries.releaseId))
      .where(
        and(
          eq(deliveries.storeId, store.id),
          eq(releases.upc, ack.icpn),
          eq(deliveries.kind, "release"),
          eq(deliveries.state, "delivered"),
        ),
      )
      .limit(1);
    if (byUpc) return byUpc;
  }
  return null;
}

/**
 * A store's error for a takedown message. The takedown counts as done once its batch is on the
 * store's server (the release taken_down, the artist told), so the refusal changes no state
 * here; the admins are told, with the store's words, since the release may still be on sale
 * there and only the label can take it up with the store.
 */
async function takedownRefused(
  ctx: Ctx,
  store: StoreRow,
  releaseId: string,
  ack: ReleaseAcknowledgement,
): Promise<void> {
  const reason = failureReason(store, ack).replace("refused the release", "refused the takedown");
  ctx.log.warn(
    { store: store.id, releaseId, messageId: ack.messageId, reason },
    "takedown refused",
  );
  await ctx.database.db.transaction(async (tx) => {
    const [release] = await tx
      .select({ title: releases.title })
      .from(releases)
      .where(eq(releases.id, releaseId));
    await notifyAdminsIn(tx, ctx.hub, {
      type: "warning",
      title: `Takedown refused by ${store.displayName}`,
      message: `${asSentence(reason)} "${release?.title ?? "The release"}" may still be on sale there: take it up with ${store.displayName}.`,
    });
  });
}

function failureReason(store: StoreRow, ack: ReleaseAcknowledgement): string {
  if (ack.reason) return `${store.displayName} refused the release: ${ack.reason}`;
  const statuses = [ack.releaseStatus, ...ack.fileStatuses.filter((s) => s !== "FileOK")];
  const said = statuses.filter(Boolean).join(", ");
  return said
    ? `${store.displayName} refused the release (${said}).`
    : `${store.displayName} refused the release without giving a reason.`;
}

async function pollStore(
  ctx: Ctx,
  store: StoreRow,
  transport: DeliveryTransport,
  result: PollResult,
) {
  const files = await readAcknowledgements(transport);
  for (const file of files) {
    result.files += 1;
    if (!file.acknowledgement) {
      ctx.log.warn(
        { store: store.id, file: file.name, problem: file.problem },
        "acknowledgement could not be read; moved to processed",
      );
    } else {
      for (const ack of file.acknowledgement.releases) {
        const delivery = await matchDelivery(ctx.database.db, store, ack);
        if (delivery?.kind === "takedown" && ack.outcome !== "ok") {
          await takedownRefused(ctx, store, delivery.releaseId, ack);
          result.failed += 1;
          continue;
        }
        if (delivery?.kind !== "release" || delivery.state !== "delivered") {
          if (!delivery && ack.messageId && isDeliveryMessageId(ack.messageId, store.id)) {
            ctx.log.info(
              { store: store.id, file: file.name, messageId: ack.messageId, upc: ack.icpn },
              "acknowledgement answers a message a redelivery has replaced; ignored",
            );
          }
          result.unmatched += 1;
          continue;
        }
        const changed = await ctx.database.db.transaction(async (tx) => {
          if (ack.outcome !== "ok") {
            return markDeliveryFailed(
              ctx,
              tx,
              { id: delivery.id, from: ["delivered"] },
              failureReason(store, ack),
            );
          }
          const live = await markDeliveryLive(ctx, tx, delivery.id);
          if (live) await saveStoreLinkFromAck(tx, delivery.releaseId, store.id, ack);
          return live;
        });
        if (!changed) result.unmatched += 1;
        else if (ack.outcome === "ok") result.live += 1;
        else result.failed += 1;
      }
    }
    await settleAcknowledgement(transport, file.name);
  }
}

/** One pass over every enabled store; a store that cannot be reached is logged and skipped. */
export async function pollAcknowledgements(
  ctx: Ctx,
  options: { sftp?: SftpTransportOptions } = {},
): Promise<PollResult> {
  const result: PollResult = { files: 0, live: 0, failed: 0, unmatched: 0 };
  const stores = (await listStores(ctx.database.db)).filter((store) => store.enabled);
  for (const store of stores) {
    let transport: DeliveryTransport | null = null;
    try {
      transport = await openStoreTransport(ctx, store, options.sftp);
      await pollStore(ctx, store, transport, result);
    } catch (error) {
      ctx.log.warn({ err: error, store: store.id }, "could not read the store's acknowledgements");
    } finally {
      await transport?.close().catch(() => undefined);
    }
  }
  return result;
}

/**
 * Polls every `seconds` (config ACK_POLL_SECONDS) in this process, one pass at a time; returns
 * the function that stops it.
 */
export function scheduleAcknowledgementPolling(
  ctx: Ctx,
  seconds: number,
  onError: (error: unknown) => void,
): () => void {
  return repeatEvery(seconds * 1000, () => pollAcknowledgements(ctx), onError);
}

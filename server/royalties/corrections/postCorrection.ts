/**
 * A ledger correction (issue 19: "corrections as new entries"; docs/royalties.md
 * "Corrections"): an admin moves an amount from one balance to another, the label's share or an
 * artist's payable, with a reason. One journal entry of kind `correction`: the debit on the
 * balance the money leaves, the credit on the one it joins. Nothing is ever edited.
 *
 * One transaction: the artists' payable accounts are locked (in account id order, as every
 * balance check locks them, ledger/accountLocks.ts: two corrections between the same artists, or
 * a correction and a withdrawal or a reversal, take turns and cannot deadlock), an artist's
 * balance is never taken below zero (the database refuses it too), and the entry, the audit
 * row, the artists' notifications and mails (queued in the same transaction) commit together. The form's idempotency key makes a double
 * click or a retry one correction: a repeat writes and queues nothing.
 */
import type { CreateCorrectionSchema } from "@common/royalties/corrections.ts";
import { CorrectionMessages } from "@common/royalties/corrections.ts";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { writeAudit } from "../../commands/audit.ts";
import { notifyUser } from "../../commands/notifications/notify.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { retryTransaction } from "../../db/retryTransaction.ts";
import { journalEntries, users } from "../../db/schema/index.ts";
import { lockAccounts } from "../../ledger/accountLocks.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { postEntry } from "../../ledger/post.ts";
import { AppError } from "../../lib/errors.ts";
import { balanceCorrectedMail } from "../../mail/earningsMails.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { amountInMinorUnits, moneyText } from "../../payouts/payoutAmounts.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { moneySummary } from "../moneySummary.ts";
import { noticeWithdrawable } from "../periods/withdrawableNotice.ts";

type Input = z.output<typeof CreateCorrectionSchema>;
type PartyInput = Input["from"];

interface Artist {
  id: string;
  email: string;
  /** The artist name, else the full name. */
  name: string;
}

/** A side of the correction: the label's share, or an artist found by email. */
type Party = { kind: "label" } | { kind: "artist"; artist: Artist };

async function partyOf(tx: Tx, input: PartyInput, side: "from" | "to"): Promise<Party> {
  if (input.kind === "label") return { kind: "label" };
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.name, artistName: users.artistName })
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
  if (!row)
    throw new AppError(400, "UNKNOWN_ACCOUNT", CorrectionMessages.unknownAccount, {
      [`${side}.email`]: CorrectionMessages.unknownAccount,
    });
  return {
    kind: "artist",
    artist: { id: row.id, email: row.email, name: row.artistName ?? row.name },
  };
}

const partyName = (party: Party) =>
  party.kind === "label"
    ? CorrectionMessages.labelShare.toLowerCase()
    : `${party.artist.name} (${party.artist.email})`;

async function entryByKey(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, key));
  return row?.id ?? null;
}

/** The party's account (the label's share, or the artist's payable), made if need be. */
async function accountOf(tx: Tx, party: Party, currency: string): Promise<string> {
  return party.kind === "label"
    ? accountFor(tx, "label_share", { currency })
    : accountFor(tx, "artist_payable", { userId: party.artist.id, currency });
}

export async function postCorrection(
  ctx: AppContext,
  actor: Actor,
  input: Input,
): Promise<{ entryId: string; created: boolean }> {
  const currency = ctx.config.LEDGER_CURRENCY;
  const amount = amountInMinorUnits(input.amount, currency);
  const key = `correction:${input.idempotencyKey}`;
  return retryTransaction(ctx, async (tx) => {
    const from = await partyOf(tx, input.from, "from");
    const to = await partyOf(tx, input.to, "to");
    const artists = [from, to].flatMap((party) => (party.kind === "artist" ? [party.artist] : []));
    authorize(actor, "ledger.correct", { userIds: artists.map((artist) => artist.id) });

    const fromAccount = await accountOf(tx, from, currency);
    const toAccount = await accountOf(tx, to, currency);
    // The artists' payables locked in account id order, the one order of every balance check
    // (ledger/accountLocks.ts), then the balance the lock protects is read. The label's share is
    // not locked: nothing is decided on its balance, and every posting books into it.
    await lockAccounts(tx, [
      ...(from.kind === "artist" ? [fromAccount] : []),
      ...(to.kind === "artist" ? [toAccount] : []),
    ]);
    const repeated = await entryByKey(tx, key);
    if (repeated) return { entryId: repeated, created: false };
    if (from.kind === "artist") {
      const { owed } = await moneySummary(tx, from.artist.id, currency);
      if (amount > owed) {
        // Told at the amount, which is what the admin changes to post it.
        const message = CorrectionMessages.overdrawn(from.artist.name, moneyText(owed, currency));
        throw new AppError(409, "CONFLICT", message, { amount: message });
      }
    }

    const money = moneyText(amount, currency);
    const { entryId } = await postEntry(tx, {
      idempotencyKey: key,
      kind: "correction",
      description: input.reason,
      createdBy: actor.id,
      lines: [
        { accountId: fromAccount, amount },
        { accountId: toAccount, amount: -amount },
      ],
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: "POST_LEDGER_CORRECTION",
      targetType: "ledger_correction",
      targetId: entryId,
      details: {
        summary: `${money} from ${partyName(from)} to ${partyName(to)}`,
        reason: input.reason,
      },
    });
    const earningsUrl = `${ctx.config.APP_URL}/dashboard/earnings`;
    for (const [party, sign] of [
      [from, "−"],
      [to, "+"],
    ] as const) {
      if (party.kind !== "artist") continue;
      const { artist } = party;
      await notifyUser(tx, ctx.hub, artist.id, {
        type: sign === "+" ? "success" : "warning",
        title: CorrectionMessages.noticeTitle,
        message: CorrectionMessages.notice(`${sign}${money}`, input.reason),
      });
      await ctx.jobs.send(
        SEND_MAIL,
        balanceCorrectedMail(
          artist.email,
          artist.name,
          `${sign}${money}`,
          input.reason,
          earningsUrl,
        ),
        { tx },
      );
      // Taken below the withdrawal minimum, the "can be withdrawn" mail is due again next time
      // it is reached (the same rule a withdrawal and a month's close follow).
      await noticeWithdrawable(ctx, tx, {
        userId: artist.id,
        email: artist.email,
        name: artist.name,
      });
    }
    return { entryId, created: true };
  });
}

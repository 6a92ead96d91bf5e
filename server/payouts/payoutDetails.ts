/**
 * An artist's payout details (issue 19 "Withdrawals"): sealed at rest with the payoutDetails
 * SecretBox (context: the user's id, so a sealed value copied to another row does not open)
 * and shown masked. Only staff paying a request see them opened (server/payouts/adminPayouts.ts).
 */
import { maskEmail, maskIban, maskSwishPhone } from "@common/payouts/accountNumbers.ts";
import {
  OpenedDetailsSchema,
  type PayoutDetails,
  type PayoutDetailsSummary,
} from "@common/payouts/payouts.ts";
import { eq } from "drizzle-orm";
import { securityMailTo } from "../auth/securityNotices.ts";
import { writeAudit } from "../commands/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db, Tx } from "../db/client.ts";
import { payoutDetails } from "../db/schema/index.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { payoutDetailsChangedMail } from "../mail/securityMails.ts";

/** Where the artist reviews their payout details (the mail's button). */
const WITHDRAW_PAGE_PATH = "/dashboard/withdraw";

function maskDetails(details: PayoutDetails): string {
  switch (details.method) {
    case "bank_transfer":
      return maskIban(details.iban);
    case "paypal":
      return maskEmail(details.email);
    case "swish":
      return maskSwishPhone(details.phone);
  }
}

/** Opens details sealed for `userId` (a copy in a payout request is sealed the same way). */
export function openDetails(ctx: AppContext, sealed: string, userId: string): PayoutDetails {
  return OpenedDetailsSchema.parse(JSON.parse(ctx.payoutDetails.open(sealed, userId)));
}

const summaryOf = (row: { method: PayoutDetails["method"]; masked: string; updatedAt: Date }) => ({
  method: row.method,
  masked: row.masked,
  updatedAt: row.updatedAt.toISOString(),
});

export async function detailsSummary(
  db: Db | Tx,
  userId: string,
): Promise<PayoutDetailsSummary | null> {
  const [row] = await db
    .select({
      method: payoutDetails.method,
      masked: payoutDetails.masked,
      updatedAt: payoutDetails.updatedAt,
    })
    .from(payoutDetails)
    .where(eq(payoutDetails.userId, userId));
  return row ? summaryOf(row) : null;
}

/** The user's sealed details for a request to copy, or null when they have none. */
export async function sealedDetailsOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      method: payoutDetails.method,
      sealed: payoutDetails.sealed,
      masked: payoutDetails.masked,
    })
    .from(payoutDetails)
    .where(eq(payoutDetails.userId, userId));
  return row ?? null;
}

/**
 * Replaces the user's details (the caller checked the password), audited with the method and
 * the masked form only, and mails the owner in the same transaction (new and earlier details,
 * masked): whoever took over a session and the password would otherwise redirect the next
 * withdrawal unnoticed. Requests already made keep the details they copied.
 */
export async function saveDetails(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
  details: PayoutDetails,
): Promise<PayoutDetailsSummary> {
  const userId = user.id;
  const masked = maskDetails(details);
  const sealed = ctx.payoutDetails.seal(JSON.stringify(details), userId);
  return ctx.database.db.transaction(async (tx) => {
    // Locked, so two saves at once each mail what they replaced.
    const [before] = await tx
      .select({ method: payoutDetails.method, masked: payoutDetails.masked })
      .from(payoutDetails)
      .where(eq(payoutDetails.userId, userId))
      .for("update");
    const values = { method: details.method, sealed, masked, updatedAt: new Date() };
    const [row] = await tx
      .insert(payoutDetails)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: payoutDetails.userId, set: values })
      .returning({
        method: payoutDetails.method,
        masked: payoutDetails.masked,
        updatedAt: payoutDetails.updatedAt,
      });
    if (!row) throw new Error("payout details not written");
    await writeAudit(tx, {
      actorId: userId,
      action: "UPDATE_PAYOUT_DETAILS",
      targetType: "user",
      targetId: userId,
      details: { method: details.method, masked },
    });
    const mail = payoutDetailsChangedMail(
      securityMailTo(ctx, user, WITHDRAW_PAGE_PATH),
      { method: row.method, masked: row.masked },
      before ?? null,
      row.updatedAt,
    );
    await ctx.jobs.send(SEND_MAIL, mail, { tx });
    return summaryOf(row);
  });
}

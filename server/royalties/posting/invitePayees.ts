/**
 * Collaborators paid into held money (an email no confirmed account has) are invited once:
 * the royalty_invitations row is the "once", and the mail is queued in the posting's
 * transaction, so it goes out exactly when the money it announces is booked.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { royaltyInvitationMail } from "../../mail/royaltyInvitationMail.ts";
import type { TrackInfo } from "./bookingData.ts";
import type { TrackShares } from "./bookingPlan.ts";

export async function inviteHeldPayees(
  ctx: AppContext,
  tx: Tx,
  plans: readonly TrackShares[],
  trackById: ReadonlyMap<string, TrackInfo>,
): Promise<void> {
  // The first track (in booking order) that names each email: what the mail talks about.
  const firstTrack = new Map<string, TrackInfo>();
  for (const plan of plans)
    for (const share of plan.shares) {
      const track = trackById.get(plan.trackId);
      if (share.payee.kind === "held" && share.amount > 0n && track)
        if (!firstTrack.has(share.payee.email)) firstTrack.set(share.payee.email, track);
    }
  if (firstTrack.size === 0) return;
  const emails = sql.join(
    [...firstTrack.keys()].map((email) => sql`(${email})`),
    sql`, `,
  );
  const invited = await tx.execute<{ email: string }>(sql`
    insert into royalty_invitations (email) values ${emails}
    on conflict (email) do nothing
    returning lower(email::text) as email`);
  const appUrl = ctx.config.APP_URL.replace(/\/$/, "");
  for (const { email } of invited.rows) {
    const track = firstTrack.get(email);
    if (!track) continue;
    const mail = royaltyInvitationMail({
      to: email,
      namedBy: track.ownerName,
      trackTitle: track.title,
      releaseTitle: track.releaseTitle,
      labelName: ctx.config.LABEL_NAME,
      signUpUrl: `${appUrl}/portal`,
    });
    await ctx.jobs.send(SEND_MAIL, mail, { tx });
  }
}

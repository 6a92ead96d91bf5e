/**
 * Collaborators paid into held money (an email no confirmed account has) are invited once:
 * the royalty_invitations row is the "once", and the mail is queued in the posting's
 * transaction, so it goes out exactly when the money it announces is booked.
 * An address confirmed while the posting ran (after it looked the payees up) gets a claim job
 * instead, queued in the transaction: the claim its confirmation queued may have run before this
 * money was committed, and would have left it held.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { royaltyInvitationMail } from "../../mail/royaltyInvitationMail.ts";
import { CLAIM_ROYALTY_INVITATION } from "../invitations/claimJobName.ts";
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
  // A new statement: it sees an account whose confirmation committed since the payees were read.
  const confirmed = await tx.execute<{ email: string }>(sql`
    select distinct lower(u.email::text) as email from users u
    where lower(u.email::text) in (select e from (values ${emails}) as held(e))
      and u.email_verified and u.deleted_at is null`);
  const claiming = new Set(confirmed.rows.map((r) => r.email));
  for (const email of claiming) await ctx.jobs.send(CLAIM_ROYALTY_INVITATION, { email }, { tx });
  const appUrl = ctx.config.APP_URL;
  for (const { email } of invited.rows) {
    const track = firstTrack.get(email);
    if (!track || claiming.has(email)) continue;
    const mail = royaltyInvitationMail({
      to: email,
      namedBy: track.ownerName,
      trackTitle: track.title,
      releaseTitle: track.releaseTitle,
      labelName: ctx.config.LABEL_NAME,
      // The home page opens Create Account with this address in: the share follows the address.
      // In the fragment, so no server or proxy log keeps it (web useSignUpInvitation.ts).
      signUpUrl: `${appUrl}/?signup=invited#email=${encodeURIComponent(email)}`,
    });
    await ctx.jobs.send(SEND_MAIL, mail, { tx });
  }
}

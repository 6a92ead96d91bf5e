import { randomBytes } from "node:crypto";
import { uniqueEmail } from "../test/support.ts";
import { png } from "./account/accountTestKit.ts";
import { everyone, ownerOnly, type Row, signedIn } from "./routeMatrixKit.ts";

/** Rows of the route matrix: signing in and out, one's own account, the public site. */

const strongPassword = () => `Velvet-harbor-${randomBytes(4).toString("hex")}`;
const wrongPassword = { password: "not-my-password-1" };
const avatarFile = async () => ({
  bytes: await png(48, 48),
  fileName: "me.png",
  type: "image/png",
});

export const accountRows: Row[] = [
  { op: "GET /api/health", expect: everyone(200) },
  { op: "GET /api/site", expect: everyone(200) },
  // Everyone is told who they are, and only that.
  { op: "GET /api/site/session", expect: everyone(200) },

  // Signing up and in are open to all; what they answer must not tell whose account exists.
  {
    op: "POST /api/auth/sign-up",
    body: () => {
      const email = uniqueEmail("newcomer");
      // Each its own artist name: a taken one is refused (issue 16).
      return { email, password: strongPassword(), fullName: "New Person", artistName: email };
    },
    expect: everyone(200),
  },
  {
    op: "POST /api/auth/sign-in",
    body: () => ({ email: uniqueEmail("nobody"), password: "not-my-password-1" }),
    expect: everyone(401),
  },
  // Without the cookie a password sign-in leaves, only a session can name the account: the
  // code is then checked against the caller's own (none here: 400).
  {
    op: "POST /api/auth/two-factor/verify",
    body: () => ({ code: "123456" }),
    // Only a pending sign-in's two_factor cookie carries this step; a session cookie does not.
    expect: everyone(401),
  },
  {
    op: "POST /api/auth/two-factor/backup-code",
    body: () => ({ code: "abcde-fghij" }),
    expect: everyone(401),
  },
  { op: "POST /api/auth/sign-out", freshSession: true, expect: everyone(200) },
  {
    op: "POST /api/auth/resend-confirmation",
    body: () => ({ email: uniqueEmail("nobody") }),
    expect: everyone(200),
  },
  {
    op: "GET /api/auth/verify-email",
    query: () => ({ token: "not-a-real-token" }),
    expect: everyone(302),
  },
  {
    op: "POST /api/auth/forgot-password",
    body: () => ({ email: uniqueEmail("nobody") }),
    expect: everyone(200),
  },
  {
    op: "POST /api/auth/reset-password",
    body: () => ({ token: "not-a-real-token", password: strongPassword() }),
    expect: everyone(400),
  },

  // One's own account: no id in the route, so each actor reaches only their own.
  // Decision 1: a suspended or banned user may still read who they are and their standing.
  { op: "GET /api/me", expect: signedIn(200, { banned: 200, suspended: 200 }) },
  { op: "GET /api/me/suspension", expect: signedIn(200, { banned: 200, suspended: 200 }) },
  // Agreeing applies only once a suspension has run its course: 409 for everyone here.
  {
    op: "POST /api/me/terms",
    body: () => ({ agree: true }),
    expect: signedIn(409, { banned: 409, suspended: 409 }),
  },
  { op: "GET /api/me/warnings", expect: signedIn(200) },
  {
    op: "POST /api/me/warnings/{id}/acknowledge",
    params: (fx) => ({ id: fx.warning }),
    expect: signedIn(404, { owner: 200 }),
  },
  { op: "GET /api/account/profile", expect: signedIn(200) },
  {
    op: "PATCH /api/account/profile",
    body: () => ({ socialLinks: { website: "https://example.com" } }),
    expect: signedIn(200),
  },
  // A wrong current password: the refusal past authorization is 400, and no session ends.
  {
    op: "POST /api/account/password",
    body: () => ({ currentPassword: "not-my-password-1", newPassword: strongPassword() }),
    expect: signedIn(400),
  },
  // Signed-in devices: each their own sessions; another's session does not exist for them.
  { op: "GET /api/account/sessions", expect: signedIn(200) },
  {
    op: "DELETE /api/account/sessions/{id}",
    params: (fx) => ({ id: fx.spareSession }),
    expect: ownerOnly(200),
  },
  // After the row above: it ends the owner's spare session too (the matrix's own stays).
  { op: "POST /api/account/sessions/sign-out-others", expect: signedIn(200) },
  { op: "POST /api/account/avatar", file: avatarFile, expect: signedIn(200) },
  // The owner's profile is private: its picture is for the owner and the label's team only.
  {
    op: "GET /api/avatars/{userId}",
    params: (fx) => ({ userId: fx.actors.owner.id }),
    expect: everyone(404, { staff: 200, admin: 200, owner: 200 }),
  },
  { op: "GET /api/account/privacy", expect: signedIn(200) },
  {
    op: "PUT /api/account/privacy",
    body: () => ({ profileVisibility: "private", marketingEmails: true, dataSharingOptIn: true }),
    expect: signedIn(200),
  },
  // The link in a newsletter is the permission: it works signed in or not, for its owner only.
  {
    op: "GET /api/account/unsubscribe",
    query: (fx) => ({ token: fx.unsubscribeToken }),
    expect: everyone(200),
  },
  {
    op: "POST /api/account/unsubscribe",
    query: (fx) => ({ token: fx.unsubscribeToken }),
    expect: everyone(200),
  },
  { op: "GET /api/account/export", expect: signedIn(200) },
  { op: "GET /api/account/termination", expect: signedIn(200) },
  // The owner already has an open request (409); the others each make their own.
  {
    op: "POST /api/account/termination",
    body: () => ({ reason: "Moving on" }),
    expect: signedIn(201, { owner: 409 }),
  },
  { op: "POST /api/account/two-factor/enable", body: () => wrongPassword, expect: signedIn(400) },
  // No enrolment was started: nothing to confirm.
  {
    op: "POST /api/account/two-factor/confirm",
    body: () => ({ code: "123456" }),
    expect: signedIn(404),
  },
  { op: "POST /api/account/two-factor/disable", body: () => wrongPassword, expect: signedIn(400) },
  { op: "POST /api/account/two-factor/reset", body: () => wrongPassword, expect: signedIn(400) },

  // A file link is its own permission; one with a forged signature opens nothing for anyone.
  {
    op: "GET /api/files/{*}",
    params: (fx) => ({ "*": fx.spareUploadKey }),
    query: () => ({ exp: String(Math.floor(Date.now() / 1000) + 600), sig: "A".repeat(43) }),
    expect: everyone(403),
  },
  // The local mailbox holds reset links: a signed-in admin's only (issue 14).
  {
    op: "GET /api/dev/mailbox",
    expect: { ...signedIn(403), admin: 200 },
    audience: { shared: ["admin"], admin: ["admin"], private: ["admin"] },
  },
  // The smart links' clock (issue 17): development servers only, admins only; 0 days is today.
  {
    op: "POST /api/dev/clock",
    body: () => ({ days: 0 }),
    expect: { ...signedIn(403), admin: 200 },
  },
  // "Notify me" is public: an unknown page is not found for everyone.
  {
    op: "POST /api/smart-links/{slug}/fans",
    params: () => ({ slug: "no-such-page" }),
    body: () => ({ email: "fan@example.com", shareWithArtist: false }),
    expect: everyone(404),
  },
];

import { makeImage } from "../test/media.ts";
import { draftInput, releaseInput } from "./releases/releaseTestKit.ts";
import { ownerAndReviewers, ownerOnly, type Row, signedIn } from "./routeMatrixKit.ts";

/**
 * Rows of the route matrix: an artist's own work (releases, uploads, aliases), messaging and the
 * signed-in shell's news. Each is called with the owner's ids: another artist, and staff and
 * admins where review does not apply, are told those do not exist (404).
 */

const artwork = async () => ({
  bytes: await makeImage({ width: 320, height: 320 }),
  fileName: "cover.png",
  type: "image/png",
});

export const workRows: Row[] = [
  { op: "GET /api/artists", expect: signedIn(200) },
  // Alias names are unique across the label: one per actor.
  {
    op: "POST /api/artists",
    body: (_fx, actor) => ({ name: `Alias of ${actor} ${Date.now()}` }),
    expect: signedIn(201),
  },
  { op: "GET /api/dashboard", expect: signedIn(200) },
  { op: "GET /api/releases", expect: signedIn(200) },
  {
    op: "POST /api/releases",
    // A blank artist: the draft takes the account's first artist name (or "Unknown Artist").
    body: (_fx, actor) => draftInput(`New by ${actor}`, { artistName: "" }),
    expect: signedIn(201),
  },
  {
    op: "GET /api/releases/{id}",
    params: (fx) => ({ id: fx.releases.draft }),
    expect: ownerAndReviewers(200),
  },
  {
    op: "GET /api/releases/{id}/metadata",
    params: (fx) => ({ id: fx.releases.draft }),
    expect: ownerAndReviewers(200),
  },
  // Reviewers read every release but change none: the builder is the owner's.
  {
    op: "PUT /api/releases/{id}",
    params: (fx) => ({ id: fx.releases.draft }),
    body: (fx) => draftInput(fx.releases.draftTitle, { artistName: "" }),
    expect: ownerOnly(200),
  },
  {
    op: "DELETE /api/releases/{id}",
    params: (fx) => ({ id: fx.releases.doomed }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/releases/{id}/resubmit",
    params: (fx) => ({ id: fx.releases.rejected }),
    body: (fx) => {
      const { title, artistName, releaseType, genre, subgenre, releaseDate, description } =
        releaseInput({
          title: `Rejected ${fx.secrets.shared}`,
          artistName: `Band ${fx.secrets.shared}`, // the owner's (routeMatrixFixtures.ts)
        });
      return { title, artistName, releaseType, genre, subgenre, releaseDate, description };
    },
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/releases/{id}/takedown",
    params: (fx) => ({ id: fx.releases.distributed }),
    body: () => ({ reason: "Leaving the label" }),
    expect: ownerOnly(201),
  },
  // Smart link statistics (issue 17): the owner's, and every release's for staff.
  {
    op: "GET /api/releases/{id}/smart-link/stats",
    params: (fx) => ({ id: fx.releases.distributed }),
    query: () => ({ from: "2024-01-01", to: "2024-01-31" }),
    expect: ownerAndReviewers(200),
  },
  // Issue 17: the smart link panel is the owner's, and staff's and admins' for every release.
  {
    op: "GET /api/releases/{id}/smart-link",
    params: (fx) => ({ id: fx.smartLink }),
    expect: ownerAndReviewers(200),
  },
  {
    op: "PATCH /api/releases/{id}/smart-link",
    params: (fx) => ({ id: fx.smartLink }),
    body: () => ({ enabled: true }),
    expect: ownerAndReviewers(200),
  },
  {
    op: "PUT /api/releases/{id}/smart-link/stores/{storeId}",
    params: (fx) => ({ id: fx.smartLink, storeId: "spotify" }),
    body: (_fx, actor) => ({ url: `https://open.spotify.com/album/${actor}` }),
    expect: ownerAndReviewers(200),
  },
  {
    op: "DELETE /api/releases/{id}/smart-link/stores/{storeId}",
    params: (fx) => ({ id: fx.smartLink, storeId: "spotify" }),
    expect: ownerAndReviewers(200),
  },
  { op: "GET /api/uploads/storage", expect: signedIn(200) },
  {
    op: "POST /api/uploads",
    query: () => ({ kind: "artwork" }),
    file: artwork,
    expect: signedIn(201),
  },
  {
    op: "DELETE /api/uploads/{id}",
    params: (fx) => ({ id: fx.spareUpload }),
    expect: ownerOnly(200),
  },

  // Messaging: only active participants see a conversation; the owner's are with staff who
  // are not actors, so even the staff and admin actors are told they do not exist.
  { op: "GET /api/conversations", expect: signedIn(200) },
  { op: "GET /api/conversations/unread-count", expect: signedIn(200) },
  {
    op: "GET /api/conversations/{id}",
    params: (fx) => ({ id: fx.conversations.main }),
    expect: ownerOnly(200),
  },
  {
    op: "GET /api/conversations/{id}/messages",
    params: (fx) => ({ id: fx.conversations.main }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/conversations/{id}/messages",
    params: (fx) => ({ id: fx.conversations.main }),
    body: () => ({ content: "Any news?" }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/conversations/{id}/read",
    params: (fx) => ({ id: fx.conversations.main }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/conversations/{id}/typing",
    params: (fx) => ({ id: fx.conversations.main }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/conversations/{id}/members",
    params: (fx) => ({ id: fx.conversations.group }),
    body: (fx) => ({ userIds: [fx.support[1]] }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/conversations/{id}/leave",
    params: (fx) => ({ id: fx.conversations.leave }),
    expect: ownerOnly(200),
  },
  {
    op: "POST /api/conversations/{id}/block",
    params: (fx) => ({ id: fx.conversations.block }),
    expect: ownerOnly(200),
  },
  {
    op: "DELETE /api/conversations/{id}/block",
    params: (fx) => ({ id: fx.conversations.block }),
    expect: ownerOnly(200),
  },
  {
    op: "DELETE /api/conversations/{id}",
    params: (fx) => ({ id: fx.conversations.remove }),
    expect: ownerOnly(200),
  },
  // Artists reach staff and admins only (403 for another artist); the owner cannot write to
  // themselves (400); staff and admins may open a chat with the owner.
  {
    op: "POST /api/conversations/direct",
    body: (fx) => ({ userId: fx.actors.owner.id }),
    expect: signedIn(200, { other: 403, owner: 400 }),
  },
  {
    op: "POST /api/conversations/groups",
    body: (fx) => ({ title: "Planning", memberIds: [fx.support[0]] }),
    expect: signedIn(200),
  },
  // Who is in the owner's conversation is for its members to know.
  {
    op: "GET /api/contacts",
    query: (fx) => ({ purpose: "group", conversationId: fx.conversations.main }),
    expect: ownerOnly(200),
  },

  { op: "GET /api/notifications", expect: signedIn(200) },
  { op: "POST /api/notifications/read-all", expect: signedIn(200) },
  {
    op: "POST /api/notifications/read",
    body: () => ({ scope: "releases" }),
    expect: signedIn(200),
  },
  { op: "GET /api/announcements", expect: signedIn(200) },
  { op: "GET /api/broadcasts/latest", expect: signedIn(200) },
];

import { adminOnly, type Row, reviewers } from "./routeMatrixKit.ts";

/**
 * Rows of the route matrix: release review (staff and admins) and the rest of the admin area
 * (admins only, decision 2). Where both staff and the admin may act, each acts on a release of
 * its own, so the second is not answered 409 because the first already acted.
 */

const reviewer = (actor: string) => (actor === "admin" ? "admin" : "staff");

export const adminRows: Row[] = [
  { op: "GET /api/admin/releases", query: () => ({ status: "all" }), expect: reviewers(200) },
  {
    op: "POST /api/admin/releases/{id}/approve",
    params: (fx, actor) => ({ id: fx.releases.approve[reviewer(actor)] }),
    body: () => ({ notes: null }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/releases/{id}/reject",
    params: (fx, actor) => ({ id: fx.releases.reject[reviewer(actor)] }),
    body: () => ({ notes: "Artwork is blurry" }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/releases/{id}/distribute",
    params: (fx, actor) => ({ id: fx.releases.distribute[reviewer(actor)] }),
    body: () => ({ notes: null }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/releases/{id}/redeliver",
    params: (fx, actor) => ({ id: fx.releases.redeliver[reviewer(actor)] }),
    expect: reviewers(200),
  },
  {
    // Both reviewers correct the same distributed release: a correction may be made again.
    op: "PATCH /api/admin/releases/{id}/metadata",
    params: (fx) => ({ id: fx.releases.distributed }),
    body: (_fx, actor) => ({ description: `Corrected by ${actor}` }),
    expect: reviewers(200),
  },
  {
    op: "GET /api/admin/deliveries",
    query: () => ({ store: "spotify" }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/deliveries/{id}/retry",
    params: (fx, actor) => ({ id: fx.deliveries.retry[reviewer(actor)] }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/deliveries/{id}/mark-live",
    params: (fx, actor) => ({ id: fx.deliveries.markLive[reviewer(actor)] }),
    expect: reviewers(200),
  },
  { op: "GET /api/admin/takedowns", expect: reviewers(200) },
  { op: "GET /api/admin/deliveries/waiting", expect: reviewers(200) },
  {
    op: "POST /api/admin/takedowns/{id}/approve",
    params: (fx, actor) => ({ id: fx.takedowns.approve[reviewer(actor)] }),
    body: () => ({ note: "Removed at the artist's request" }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/takedowns/{id}/reject",
    params: (fx, actor) => ({ id: fx.takedowns.reject[reviewer(actor)] }),
    body: () => ({ reason: "The release is under contract until next year" }),
    expect: reviewers(200),
  },
  {
    op: "GET /api/admin/releases/{id}/copyright",
    params: (fx) => ({ id: fx.releases.checked }),
    expect: reviewers(200),
  },
  {
    op: "POST /api/admin/releases/{id}/copyright-check",
    params: (fx, actor) => ({ id: fx.releases.recheck[reviewer(actor)] }),
    expect: reviewers(202),
  },
  { op: "GET /api/admin/dashboard", expect: adminOnly(200) },
  { op: "GET /api/admin/stats", expect: adminOnly(200) },

  {
    op: "PATCH /api/admin/users/{id}/role",
    params: (fx) => ({ id: fx.targets.promote }),
    body: () => ({ role: "staff" }),
    expect: adminOnly(200),
  },
  { op: "GET /api/admin/users", expect: adminOnly(200) },
  {
    op: "GET /api/admin/users/{id}",
    params: (fx) => ({ id: fx.actors.owner.id }),
    expect: adminOnly(200),
  },
  {
    op: "POST /api/admin/users/{id}/suspend",
    params: (fx) => ({ id: fx.targets.suspend }),
    body: () => ({ reason: "Spam", type: "temporary", days: 3 }),
    expect: adminOnly(200),
  },
  {
    op: "POST /api/admin/users/{id}/unsuspend",
    params: (fx) => ({ id: fx.targets.unsuspend }),
    expect: adminOnly(200),
  },
  {
    op: "POST /api/admin/users/{id}/warnings",
    params: (fx) => ({ id: fx.actors.owner.id }),
    body: () => ({ reason: "Second warning", severity: "low" }),
    expect: adminOnly(200),
  },
  {
    op: "DELETE /api/admin/artist-profiles/{id}",
    params: (fx) => ({ id: fx.doomedAlias }),
    expect: adminOnly(200),
  },

  {
    op: "POST /api/admin/newsletter",
    body: () => ({ subject: "News", body: "Hello everyone" }),
    expect: adminOnly(200),
  },
  { op: "GET /api/admin/partner-contacts", expect: adminOnly(200) },
  { op: "GET /api/admin/deletion-requests", expect: adminOnly(200) },
  {
    op: "PATCH /api/admin/deletion-requests/{id}",
    params: (fx) => ({ id: fx.deletionRequest }),
    body: () => ({ status: "in_progress" }),
    expect: adminOnly(200),
  },

  { op: "GET /api/admin/feature-flags", expect: adminOnly(200) },
  {
    op: "PUT /api/admin/feature-flags/{key}",
    params: () => ({ key: "new_signups" }),
    body: () => ({ enabled: true }),
    expect: adminOnly(200),
  },
  { op: "GET /api/admin/broadcasts", expect: adminOnly(200) },
  {
    op: "POST /api/admin/broadcasts",
    body: () => ({ title: "Heads up", body: "New features" }),
    expect: adminOnly(201),
  },
  {
    op: "DELETE /api/admin/broadcasts/{id}",
    params: (fx) => ({ id: fx.broadcast }),
    expect: adminOnly(200),
  },
  { op: "GET /api/admin/announcements", expect: adminOnly(200) },
  {
    op: "POST /api/admin/announcements",
    body: () => ({ title: "Notice", message: "Read me" }),
    expect: adminOnly(201),
  },
  {
    op: "PATCH /api/admin/announcements/{id}",
    params: (fx) => ({ id: fx.announcement }),
    body: () => ({ isActive: true }),
    expect: adminOnly(200),
  },
  { op: "GET /api/admin/audit-log", expect: adminOnly(200) },
  { op: "GET /api/admin/distribution-settings", expect: adminOnly(200) },
  {
    op: "PUT /api/admin/distribution-settings",
    body: () => ({
      labelName: "Offbeat",
      dpid: "PADPIDA2014122301Q",
      gs1CompanyPrefix: "7351234",
      isrcPrefix: "SE-ABC",
      pLineOwner: "Offbeat",
      cLineOwner: "Offbeat",
    }),
    expect: adminOnly(200),
  },
  { op: "GET /api/admin/stores", expect: adminOnly(200) },
  {
    op: "PUT /api/admin/stores/{id}",
    params: () => ({ id: "deezer" }),
    body: () => ({
      displayName: "Deezer",
      dpid: "PADPIDA2014122301Q",
      enabled: false,
      transport: "folder",
      folderPath: null,
      sftp: null,
    }),
    expect: adminOnly(200),
  },
];

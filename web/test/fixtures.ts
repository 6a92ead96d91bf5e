import type { Message } from "@common/messaging.ts";
import type { SuspensionInfo, Warning } from "@common/moderation.ts";
import type { Notification } from "@common/notifications.ts";
import type { AdminPayout, MyPayoutsSchema, PayoutRequest } from "@common/payouts/payouts.ts";
import type { EarningsView, StatementHead } from "@common/royalties/earnings.ts";
import type { FinanceOverview } from "@common/royalties/finance.ts";
import type { CurrentUser } from "@common/users.ts";
import type { z } from "zod";

/**
 * Rows shaped as the API sends them, with readable defaults; each test overrides what its
 * rule is about. Each row gets an id of its own.
 */

let lastId = 0;
const nextId = () => {
  lastId += 1;
  return `00000000-0000-4000-8000-${String(lastId).padStart(12, "0")}`;
};

export const aUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: "6f1c1f4e-4a43-4c5e-9d0e-1b2c3d4e5f60",
  email: "mira@example.com",
  fullName: "Mira Solberg",
  artistName: "Mira Sol",
  avatarUrl: null,
  role: "artist",
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  standing: "active",
  unacknowledgedWarnings: 0,
  ...overrides,
});

export const aWarning = (overrides: Partial<Warning> = {}): Warning => ({
  id: nextId(),
  reason: "Please stop uploading tracks you do not own.",
  severity: "medium",
  createdAt: "2026-03-02T09:30:00.000Z",
  expiresAt: null,
  acknowledgedAt: null,
  warnedByName: "Ada Admin",
  warnedByEmail: "ada@offbeat.example",
  ...overrides,
});

export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: nextId(),
  title: "Release approved",
  message: "Night Drive is on its way to the stores.",
  type: "success",
  audience: "user",
  isRead: false,
  createdAt: "2026-03-04T12:00:00.000Z",
  ...overrides,
});

export const aSuspension = (overrides: Partial<SuspensionInfo> = {}): SuspensionInfo => ({
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  type: "temporary",
  reason: "Repeated copyright strikes.",
  suspendedUntil: null,
  createdAt: "2026-03-01T08:00:00.000Z",
  suspendedByName: "Ada Admin",
  suspendedByEmail: "ada@offbeat.example",
  tosAgreed: false,
  ...overrides,
});

export const aMessage = (overrides: Partial<Message> = {}): Message => ({
  id: nextId(),
  conversationId: "c0ffee00-0000-4000-8000-0000000000c1",
  sender: {
    id: "6f1c1f4e-4a43-4c5e-9d0e-1b2c3d4e5f60",
    artistName: "Mira Sol",
    fullName: "Mira Solberg",
    email: "mira@example.com",
  },
  content: "Hello",
  messageType: "text",
  createdAt: "2026-03-04T12:00:00.000Z",
  updatedAt: "2026-03-04T12:00:00.000Z",
  ...overrides,
});

/** GET /api/earnings for someone with nothing yet (SEK, minimum 100.00); override what matters. */
export const anEarningsView = (
  overrides: { summary?: Partial<EarningsView["summary"]> } & Partial<
    Omit<EarningsView, "summary">
  > = {},
): EarningsView => ({
  byMonth: [],
  byStore: [],
  byCountry: [],
  byTrack: [],
  byTrackRest: null,
  tracks: [],
  wholeReleases: [],
  tracksNextCursor: null,
  ...overrides,
  summary: {
    currency: "SEK",
    available: "0.00",
    pending: "0.00",
    paidOut: "0.00",
    inProgress: "0.00",
    lifetime: "0.00",
    minimum: "100.00",
    withdrawalsPaused: false,
    ...overrides.summary,
  },
});

/** A statement's head as the API sends it: October 2026, SEK 80.00 earned from nothing. */
export const aStatementHead = (overrides: Partial<StatementHead> = {}): StatementHead => ({
  period: "2026-10",
  currency: "SEK",
  openingBalance: "0.00",
  earnings: "80.00",
  payouts: "0.00",
  closingBalance: "80.00",
  ...overrides,
});

/**
 * GET /api/payouts for an artist with SEK 1,445.60 to withdraw, no details and no requests yet
 * (the seeded demo artist's figures); override `available`, `inProgress` or `paused`.
 */
export const myPayouts = (
  overrides: { available?: string; inProgress?: string; paused?: boolean } = {},
): z.infer<typeof MyPayoutsSchema> => ({
  items: [],
  nextCursor: null,
  summary: {
    currency: "SEK",
    owed: "5213.43",
    pending: "3767.83",
    available: overrides.available ?? "1445.60",
    inProgress: overrides.inProgress ?? "0.00",
    paidOut: "0.00",
    lifetime: "5213.43",
  },
  minimum: "100.00",
  paused: overrides.paused ?? false,
  details: null,
});

/** A withdrawal of SEK 250.00 by Swish, waiting for staff. */
export const aPayoutRequest = (overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  id: nextId(),
  amount: "250.00",
  currency: "SEK",
  method: "swish",
  maskedDetails: "+46 7• ••• •• 67",
  status: "requested",
  reference: null,
  paidOn: null,
  rejectionReason: null,
  createdAt: "2026-11-30T10:00:00.000Z",
  processedAt: null,
  // A waiting request nobody has opened yet, as the server presents it.
  cancellable: (overrides.status ?? "requested") === "requested",
  ...overrides,
});

/** The same request as staff's list shows it, with the artist who made it. */
export const anAdminPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  ...aPayoutRequest(),
  userId: nextId(),
  artistName: "Harbour Choir",
  email: "harbour@example.com",
  detailsOpened: null,
  ...overrides,
});

/** GET /api/admin/finance for a label with nothing booked yet, Dec 2025 to Nov 2026 in SEK. */
export const emptyFinance = (): FinanceOverview => {
  const zero = "0.00";
  return {
    currency: "SEK",
    from: "2025-12",
    to: "2026-11",
    totals: {
      storeReceivable: zero,
      labelShare: zero,
      owedToArtists: zero,
      heldForInvites: zero,
      payoutsInProgress: zero,
      payoutsRequested: 0,
      paidOut: zero,
    },
    range: { revenue: zero, labelShare: zero, paidOut: zero },
    months: [],
    stores: [],
    check: { balanced: true, difference: zero, message: "Balanced" },
  };
};

/** Where release screens live (spec §2 route table); one place, so links never drift. */
export const releaseLinks = {
  list: "/dashboard/releases",
  builder: "/dashboard/release/new",
  /** Decision 3: /dashboard/release/{id} and /dashboard/releases/{id} both show a release. */
  detail: (id: string) => `/dashboard/release/${id}`,
  /** Drafts are edited in the builder (spec §4). */
  editDraft: (id: string) => `/dashboard/release/new?editId=${encodeURIComponent(id)}`,
  /** Rejected releases are edited and resubmitted here (decision 4). */
  editRejected: (id: string) => `/dashboard/release/${id}/edit`,
  /** The Download Metadata file: a plain link works, the session cookie goes along. */
  metadata: (id: string) => `/api/releases/${id}/metadata`,
} as const;

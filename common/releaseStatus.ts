import { z } from "zod";

/**
 * Spec §4 "Release status", with the badge colours it names, and decision 16's sixth status:
 * "Taken down" once every store has removed the release (purple, a colour of its own).
 */
export const RELEASE_STATUSES = [
  "draft",
  "submitted",
  "approved",
  "rejected",
  "distributed",
  "taken_down",
] as const;
export const ReleaseStatusSchema = z.enum(RELEASE_STATUSES);
export type ReleaseStatus = z.infer<typeof ReleaseStatusSchema>;
export const RELEASE_STATUS_LABELS: Record<ReleaseStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  distributed: "Distributed",
  taken_down: "Taken down",
};
export const RELEASE_STATUS_COLOURS: Record<
  ReleaseStatus,
  "grey" | "yellow" | "green" | "red" | "blue" | "purple"
> = {
  draft: "grey",
  submitted: "yellow",
  approved: "green",
  rejected: "red",
  distributed: "blue",
  taken_down: "purple",
};

import { and, eq, isNull, ne, or } from "drizzle-orm";
import { releases, smartLinks, userPrivacySettings, users } from "../db/schema/index.ts";

/**
 * When /r/<slug> is public (issue 17, decision 19): the link is on, the release distributed (a
 * taken-down one is not), the owner's account not deleted and its profile not private. The one
 * rule for the page, its artwork and previews, the go-redirect, "Notify me", the artist page and
 * the sitemap, so none of them shows what another hides. Queries using it select from
 * smart_links joined with releases, users (inner) and user_privacy_settings (left).
 */
export const publicPageCondition = and(
  eq(smartLinks.enabled, true),
  eq(releases.status, "distributed"),
  isNull(users.deletedAt),
  or(
    isNull(userPrivacySettings.profileVisibility),
    ne(userPrivacySettings.profileVisibility, "private"),
  ),
);

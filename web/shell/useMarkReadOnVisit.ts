import { readScopeForPath } from "@common/notifications.ts";
import { isAdmin } from "@common/permissions.ts";
import type { CurrentUser } from "@common/users.ts";
import { useQuery } from "@tanstack/react-query";
import { notificationsQuery, useMarkRead } from "@web/api/notifications.ts";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec §7: visiting /dashboard/release… marks my unread notifications read; an admin visiting
 * /admin or /admin/releases marks the admin/all ones read. Once per visit (address), as soon as
 * the counts are known, and only when something is unread: no request on every click.
 */
export function useMarkReadOnVisit(user: CurrentUser) {
  const { pathname } = useLocation();
  const scope = readScopeForPath(pathname, isAdmin(user));
  const bell = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const handled = useRef<string | null>(null);
  const unread = bell.data?.unread;
  const count = !unread || !scope ? 0 : scope === "releases" ? unread.user : unread.admin;
  const known = unread !== undefined;

  useEffect(() => {
    if (!scope) {
      handled.current = null;
      return;
    }
    if (!known || handled.current === pathname) return;
    handled.current = pathname;
    if (count > 0) mutate(scope);
  }, [pathname, scope, known, count, mutate]);
}

import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "./client.ts";

const mailboxKeys = {
  all: ["dev", "mailbox"] as const,
  list: (to: string) => [...mailboxKeys.all, { to }] as const,
};

/**
 * GET /api/dev/mailbox: the mails a development server wrote instead of sending.
 * null means the mailbox is off (SMTP configured, or production): the route answers 404 then.
 * Anyone but a signed-in admin gets 401/403: the page says so instead of retrying.
 */
export const mailboxQuery = (to: string) =>
  queryOptions({
    queryKey: mailboxKeys.list(to),
    queryFn: async () => {
      try {
        const query = to ? { to } : {};
        return (await unwrap(api.GET("/api/dev/mailbox", { params: { query } }))).mails;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // A refusal (not signed in, not an admin) will not change by asking again.
    retry: (count, error) => !isRefusal(error) && count < 3,
    // New mail arrives through the job queue a moment after the action that sends it.
    refetchInterval: (query) => (isRefusal(query.state.error) ? false : 5_000),
    // Typing a recipient filter keeps the current list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** 401 or 403: the mailbox is for signed-in admins only. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

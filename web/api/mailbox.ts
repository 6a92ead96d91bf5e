import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "./client.ts";

export const mailboxKeys = {
  all: ["dev", "mailbox"] as const,
  list: (to: string) => [...mailboxKeys.all, { to }] as const,
};

/**
 * GET /api/dev/mailbox: the mails a development server wrote instead of sending.
 * null means the mailbox is off (SMTP configured, or production): the route answers 404 then.
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
    // New mail arrives through the job queue a moment after the action that sends it.
    refetchInterval: 5_000,
    // Typing a recipient filter keeps the current list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

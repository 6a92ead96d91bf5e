/**
 * @vitest-environment happy-dom
 * In a browser, as the app runs: TanStack Query never retries where there is no window.
 */
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api/client.ts";
import { SESSION_QUERY_KEY } from "./pages/public/publicSession.ts";
import { queryClient } from "./queryClient.ts";
import { aUser } from "./test/fixtures.ts";

/** Watches a query through the app's one cache, as a screen's useQuery does, counting requests. */
async function attempts(failWith: ApiError, key: string) {
  let calls = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: ["retry-test", key],
    queryFn: () => {
      calls += 1;
      throw failWith;
    },
    // The app's retry rule, without its waits between attempts.
    retryDelay: 0,
  });
  const outcome = await new Promise<unknown>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status !== "error") return;
      stop();
      resolve(result.error);
    });
  });
  return { calls, outcome };
}

describe("the query cache's retry rule", () => {
  it.each([400, 401, 403, 404, 409, 422, 429])(
    "shows a %i answer at once: the request is not made again",
    async (status) => {
      const refused = new ApiError(status, "NOT_FOUND", "Statement not found.");
      const { calls, outcome } = await attempts(refused, `refused-${status}`);
      expect(calls).toBe(1);
      expect(outcome).toBe(refused);
    },
  );

  it.each([
    ["a 500", new ApiError(500, "INTERNAL", "Something went wrong. Please try again.")],
    ["a 503", new ApiError(503, "UNAVAILABLE", "Something went wrong. Please try again.")],
    ["no connection", new ApiError(0, "NETWORK", "Could not reach Offbeat.")],
  ])("asks twice more after %s before showing it", async (_, outage) => {
    const { calls, outcome } = await attempts(outage, `outage-${outage.status}`);
    expect(calls).toBe(3);
    expect(outcome).toBe(outage);
  });
});

const signedOut = new ApiError(401, "UNAUTHORIZED", "Please sign in to continue.");
const sessionInvalidated = () => queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated;

describe("a session that ended under the page", () => {
  it("is read again when any call answers 401: the route guard then sends the user to sign in", async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser());
    expect(sessionInvalidated()).toBe(false);
    await attempts(signedOut, "ended-while-signed-in");
    expect(sessionInvalidated()).toBe(true);
  });

  it("is not read again for a signed-out visitor's 401, nor for a wrong password's", async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await attempts(signedOut, "signed-out-visitor");
    expect(sessionInvalidated()).toBe(false);
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser());
    await attempts(
      new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
      "wrong-password",
    );
    expect(sessionInvalidated()).toBe(false);
  });
});

describe("the cache holds one account's data", () => {
  const earnings = ["earnings", "summary"];

  it("forgets what a user loaded once the session is gone", () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser({ id: "nova" }));
    queryClient.setQueryData(earnings, { available: "1445.60" });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    expect(queryClient.getQueryData(earnings)).toBeUndefined();
  });

  it("forgets it when another account signs in from another tab", () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser({ id: "nova" }));
    queryClient.setQueryData(earnings, { available: "1445.60" });
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser({ id: "echo" }));
    expect(queryClient.getQueryData(earnings)).toBeUndefined();
  });

  it("empties what a screen still shows without asking for it again once nobody is signed in", async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser({ id: "nova" }));
    let calls = 0;
    const bell = new QueryObserver(queryClient, {
      queryKey: ["notifications"],
      queryFn: () => {
        calls += 1;
        return [{ id: "n1", title: "Your statement for October 2026 is ready" }];
      },
    });
    const stop = bell.subscribe(() => undefined);
    await vi.waitFor(() => expect(bell.getCurrentResult().data).toHaveLength(1));
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    expect(bell.getCurrentResult().data).toBeUndefined();
    // A removed query would be fetched again by its screen at once (a 401 after every sign-out).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    stop();
  });

  it("keeps it while the same user's session is read again", () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser({ id: "nova" }));
    queryClient.setQueryData(earnings, { available: "1445.60" });
    queryClient.setQueryData(SESSION_QUERY_KEY, aUser({ id: "nova", standing: "suspended" }));
    expect(queryClient.getQueryData(earnings)).toEqual({ available: "1445.60" });
  });
});

/**
 * @vitest-environment happy-dom
 * In a browser, as the app runs: TanStack Query never retries where there is no window.
 */
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api/client.ts";
import { queryClient } from "./queryClient.ts";

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

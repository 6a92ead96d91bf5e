import { queryOptions } from "@tanstack/react-query";
import { api } from "./client.ts";

const healthKeys = { all: ["health"] as const };

/**
 * GET /api/health, behind the shell's "Platform Status" strip. 503 is an answer here (the
 * database is down), so it is read rather than thrown; no answer at all counts as unavailable.
 */
export const healthQuery = queryOptions({
  queryKey: healthKeys.all,
  queryFn: async (): Promise<"ok" | "unavailable"> => {
    try {
      const { data } = await api.GET("/api/health");
      return data?.status === "ok" ? "ok" : "unavailable";
    } catch {
      return "unavailable";
    }
  },
  refetchInterval: 60_000,
});

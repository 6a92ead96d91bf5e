import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";

export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
};

/** GET /api/admin/stats: account counts per role (admin only). */
export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: () => unwrap(api.GET("/api/admin/stats")),
});

import "@testing-library/jest-dom/vitest";
import { SITE_DEFAULTS } from "@common/site.ts";
import { cleanup } from "@testing-library/react";
import { afterEach, expect } from "vitest";
import { installPageFetch, resetApi, unansweredCalls } from "./api.ts";

installPageFetch();

// The label's facts, written into every page as the server does (server/routes/site), so
// screens read them at once rather than asking GET /api/site.
if (typeof document !== "undefined") {
  const site = document.createElement("meta");
  site.name = "offbeat-site";
  site.content = JSON.stringify(SITE_DEFAULTS);
  document.head.appendChild(site);
}

afterEach(() => {
  cleanup();
  const unanswered = unansweredCalls();
  resetApi();
  expect(unanswered, "API calls no test answered").toEqual([]);
});

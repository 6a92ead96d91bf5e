import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, expect } from "vitest";
import { installPageFetch, resetApi, unansweredCalls } from "./api.ts";

installPageFetch();

afterEach(() => {
  cleanup();
  const unanswered = unansweredCalls();
  resetApi();
  expect(unanswered, "API calls no test answered").toEqual([]);
});

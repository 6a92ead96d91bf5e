import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { contractFiles, renderApiContract } from "./apiContract.ts";

it("the web client's API types match the server's OpenAPI document (run `npm run api:types`)", async () => {
  const { json, types } = await renderApiContract();
  expect(readFileSync(contractFiles.json, "utf8")).toBe(json);
  expect(readFileSync(contractFiles.types, "utf8")).toBe(types);
});

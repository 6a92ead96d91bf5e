import { expect } from "vitest";
import { type FakeHandler, neverAnswer, reply, testQuery } from "./fakeService.ts";
import type { SourceAdapter } from "./source.ts";

/** Starts a fresh fake service with `handler` and builds the adapter on it (each test file's own). */
type AdapterFor = (handler: FakeHandler) => Promise<SourceAdapter>;

/**
 * What every adapter must do when its service is down (HTTP 503) or answers with something that
 * is not JSON: fail, naming the service (`label`, as its messages do). `closeCurrent` closes the
 * first fake service before the second starts.
 */
export async function expectFailsWhenDownOrGarbled(
  label: string,
  adapterFor: AdapterFor,
  closeCurrent: () => Promise<void> | undefined,
): Promise<void> {
  const down = await adapterFor((_req, res) => reply(res, 503, "<h1>down</h1>", "text/html"));
  await expect(down.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
    `${label} answered HTTP 503`,
  );
  await closeCurrent();
  const garbled = await adapterFor((_req, res) => reply(res, 200, "<html>", "text/html"));
  await expect(garbled.lookup(testQuery, AbortSignal.timeout(5000))).rejects.toThrow(
    `${label} answered with a body that is not JSON`,
  );
}

/** A service that never answers: the adapter gives up when its signal fires, within a second. */
export async function expectPromptTimeout(label: string, adapterFor: AdapterFor): Promise<void> {
  const adapter = await adapterFor(neverAnswer);
  const started = performance.now();
  await expect(adapter.lookup(testQuery, AbortSignal.timeout(200))).rejects.toThrow(
    `${label} did not answer in time`,
  );
  expect(performance.now() - started).toBeLessThan(1000);
}

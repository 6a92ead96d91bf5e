import { afterEach, describe, expect, it, vi } from "vitest";
import { appToday, moveAppClock } from "./clock.ts";

afterEach(() => {
  moveAppClock(0);
  vi.useRealTimers();
});

describe("appToday", () => {
  it("turns at UTC midnight, and follows the development clock when it is moved", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T23:59:59.999Z"));
    expect(appToday()).toBe("2026-11-29");
    vi.setSystemTime(new Date("2026-11-30T00:00:00.000Z"));
    expect(appToday()).toBe("2026-11-30");
    moveAppClock(2);
    expect(appToday()).toBe("2026-12-02");
    moveAppClock(0);
    expect(appToday()).toBe("2026-11-30");
    // Back before midnight (a test's clock can go backwards): the day before again.
    vi.setSystemTime(new Date("2026-11-29T12:00:00.000Z"));
    expect(appToday()).toBe("2026-11-29");
  });
});

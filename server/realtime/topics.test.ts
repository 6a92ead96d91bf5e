import { describe, expect, it } from "vitest";
import { parseTopic, registerBuiltInTopics, TopicRegistry } from "./topics.ts";

const artist = { id: "a1", role: "artist" as const };

describe("topics", () => {
  it("parses bare and id-carrying topics and rejects anything else", () => {
    expect(parseTopic("admins")).toEqual({ name: "admins", id: null });
    expect(parseTopic("conversation:42")).toEqual({ name: "conversation", id: "42" });
    for (const bad of [
      "",
      "Admins",
      "user:",
      "user:a:b",
      "user:with space",
      `user:${"x".repeat(65)}`,
    ])
      expect(parseTopic(bad)).toBeNull();
  });

  it("refuses a pattern registered twice or written wrongly, so policies cannot be replaced", () => {
    const registry = new TopicRegistry();
    registerBuiltInTopics(registry);
    expect(() => registry.register("user:<id>", () => true)).toThrow(/already registered/);
    expect(() => registry.register("conversation:{id}", () => true)).toThrow(
      /Invalid topic pattern/,
    );
  });

  it("matches a topic only in the shape it was registered with", async () => {
    const registry = new TopicRegistry();
    registry.register("conversation:<id>", async (_actor, id) => id === "mine");
    registry.register("announcements", () => true);
    expect(await registry.decide(artist, "conversation:mine")).toBe("allowed");
    expect(await registry.decide(artist, "conversation:theirs")).toBe("forbidden");
    expect(await registry.decide(artist, "conversation")).toBe("unknown");
    expect(await registry.decide(artist, "announcements:1")).toBe("unknown");
  });
});

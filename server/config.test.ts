import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, ConfigSchema, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("starts with defaults on an empty environment: port 3000 and embedded database", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
  });

  it("names the variable whose value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(ConfigError);
  });

  it("requires a secret in production and the bucket settings for S3", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
  });

  it(".env.example documents every variable the schema reads", () => {
    const documented = new Set(
      readFileSync(".env.example", "utf8")
        .split("\n")
        .map((line) => line.match(/^([A-Z0-9_]+)=/)?.[1])
        .filter(Boolean),
    );
    expect([...Object.keys(ConfigSchema.shape)].filter((key) => !documented.has(key))).toEqual([]);
  });
});

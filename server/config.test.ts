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

  it("mails links to the port it serves on when APP_URL is unset", () => {
    expect(loadConfig({}).APP_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "8080" }).APP_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", APP_URL: "https://music.example" }).APP_URL).toBe(
      "https://music.example",
    );
  });

  it("drops a trailing slash from APP_URL, so mail links have no double slash", () => {
    expect(loadConfig({ APP_URL: "https://music.example/" }).APP_URL).toBe("https://music.example");
    expect(loadConfig({ APP_URL: "https://music.example/label//" }).APP_URL).toBe(
      "https://music.example/label",
    );
  });

  it("names the variable whose value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(ConfigError);
  });

  it("keeps 20 GB of drafts and unused uploads per account unless DRAFT_STORAGE_GB says otherwise", () => {
    expect(loadConfig({}).DRAFT_STORAGE_GB).toBe(20);
    expect(loadConfig({ DRAFT_STORAGE_GB: "500" }).DRAFT_STORAGE_GB).toBe(500);
    for (const bad of ["0", "1.5", "-3", "lots"]) {
      expect(() => loadConfig({ DRAFT_STORAGE_GB: bad })).toThrow(/DRAFT_STORAGE_GB/);
    }
  });

  it("requires a secret in production and the bucket settings for S3", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
  });

  it("trusts no proxy unless TRUST_PROXY names a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).TRUST_PROXY).toBe(
      false,
    );
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "loopback",
    ]);
    // "true" would believe any client's X-Forwarded-For: refused, as are malformed addresses.
    for (const bad of ["true", "10.0.0.300", "10.0.0.0/33", "proxy.example"])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be a hop count/);
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

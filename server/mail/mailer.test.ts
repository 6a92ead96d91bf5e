import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { folderMailer, mailAnnouncer } from "./mailer.ts";
import { confirmationMail } from "./templates.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A log destination that keeps each JSON line, as the server's console would show it. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, stream };
}

const link = "http://localhost:3000/api/auth/verify-email?token=abc.def";

describe("the folder mailer (no SMTP_URL)", () => {
  it("prints each mail's recipient, subject and links on the console outside production", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "offbeat-mail-"));
    dirs.push(dir);
    const out = capturedLog();
    const announcer = mailAnnouncer({ NODE_ENV: "development", LOG_LEVEL: "info" }, out.stream);
    const mailer = folderMailer(dir, "Offbeat <no-reply@offbeat.local>", announcer);
    await mailer.send(confirmationMail("ann@example.com", "Ann", link));

    // Still written to the folder, for the admin's mailbox page.
    expect(readdirSync(dir).filter((n) => n.endsWith(".json"))).toHaveLength(1);
    await expect.poll(() => out.lines.length).toBe(1);
    expect(out.lines[0]).toMatchObject({
      to: "ann@example.com",
      subject: "Confirm your Offbeat account",
      links: [link],
    });
    expect(out.lines[0]?.msg).toBe(
      `Mail to ann@example.com: "Confirm your Offbeat account" ${link}`,
    );
  });

  it("prints nothing in production", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "offbeat-mail-"));
    dirs.push(dir);
    const out = capturedLog();
    const announcer = mailAnnouncer({ NODE_ENV: "production", LOG_LEVEL: "info" }, out.stream);
    expect(announcer).toBeUndefined();
    await folderMailer(dir, "Offbeat <x@y.z>", announcer).send(
      confirmationMail("bo@example.com", "Bo", link),
    );
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file ?? ""), "utf8")).to).toBe("bo@example.com");
    expect(out.lines).toEqual([]);
  });

  it("forgets an address's mails, however it is written, past a file it cannot read", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "offbeat-mail-"));
    dirs.push(dir);
    const mailer = folderMailer(dir, "Offbeat <x@y.z>");
    // A damaged file sorts first: it is skipped, not the end of the clean-up.
    writeFileSync(path.join(dir, "0000-damaged.json"), "{ not json");
    await mailer.send(confirmationMail("Cy@Example.com", "Cy", link));
    await mailer.send(confirmationMail("cy@example.com", "Cy", link));
    await mailer.send(confirmationMail("dee@example.com", "Dee", link));

    expect(await mailer.forget(" CY@example.COM ")).toBe(2);
    expect((await mailer.list()).map((mail) => mail.to)).toEqual(["dee@example.com"]);
    expect(readdirSync(dir)).toContain("0000-damaged.json");
  });
});

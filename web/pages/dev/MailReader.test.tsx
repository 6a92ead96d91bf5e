import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { linksInNewTab, MailReader } from "./MailReader.tsx";
import type { StoredMail } from "./mailTypes.ts";

const mail: StoredMail = {
  id: "2026-11-29T10-00-00-000Z-abcd1234",
  from: "Offbeat <no-reply@offbeat.local>",
  to: "mia@example.com",
  sentAt: "2026-11-29T10:00:00.000Z",
  subject: "Confirm your email",
  text: "Confirm your address: http://localhost:3000/confirm?token=abc",
  html: '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><a href="http://localhost:3000/confirm?token=abc">Confirm email</a></body></html>',
};

describe("MailReader", () => {
  it("shows the text part first, its link clickable", () => {
    renderInApp(<MailReader mail={mail} />);
    expect(screen.getByRole("tab", { name: "Text", selected: true })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "http://localhost:3000/confirm?token=abc" }),
    ).toBeTruthy();
    expect(screen.queryByTestId("mail-html")).toBeNull();
  });

  it("draws the HTML part in a sandboxed frame whose links open in a new tab", async () => {
    renderInApp(<MailReader mail={mail} />);
    await userEvent.click(screen.getByRole("tab", { name: "HTML" }));
    const frame = screen.getByTitle("Confirm your email (HTML)");
    // No scripts, no same origin: the mail cannot reach the admin's session.
    expect(frame.getAttribute("sandbox")).toBe("allow-popups allow-popups-to-escape-sandbox");
    const doc = frame.getAttribute("srcdoc") ?? "";
    expect(doc).toContain('<head><base target="_blank"><meta charset="utf-8">');
    expect(doc).toContain("Confirm email</a>");
  });

  it("has no tabs for a mail with a text part only", () => {
    renderInApp(<MailReader mail={{ ...mail, html: undefined }} />);
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByText(/Confirm your address/)).toBeTruthy();
  });
});

describe("linksInNewTab", () => {
  it("puts the base element first in the head, or before a fragment", () => {
    expect(linksInNewTab('<html><head lang="x"><title>t</title></head></html>')).toBe(
      '<html><head lang="x"><base target="_blank"><title>t</title></head></html>',
    );
    expect(linksInNewTab("<p>Hi</p>")).toBe('<base target="_blank"><p>Hi</p>');
    expect(linksInNewTab("<header>Hi</header>")).toBe('<base target="_blank"><header>Hi</header>');
  });
});

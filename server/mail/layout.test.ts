import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { statementReadyMail } from "./earningsMails.ts";
import { SIGNATURE } from "./layout.ts";
import { payoutPaidMail } from "./payoutMails.ts";
import { confirmationMail, releaseDayMail } from "./templates.ts";

/** The HTML part as a mail client would read it. */
function read(html: string | undefined): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html ?? "", "text/html") as unknown as Document;
}

const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

const confirmUrl = "https://offbeat.example/api/auth/verify-email?token=abc.def&next=%2F";

describe("the mails' layout", () => {
  it("keeps the text part word for word: paragraphs, 'Label: address', signature", () => {
    const mail = confirmationMail("ann@example.com", "Ann", confirmUrl);
    expect(mail.text).toBe(
      [
        "Hi Ann, welcome to Offbeat. Please confirm your email address to finish creating your account.",
        `Confirm my email: ${confirmUrl}`,
        "If you did not sign up, you can ignore this message.",
        SIGNATURE,
      ].join("\n\n"),
    );
  });

  it("sends a whole HTML document with the same words, the action as a button and its address written out", () => {
    const mail = confirmationMail("ann@example.com", "Ann", confirmUrl);
    expect(mail.html?.startsWith("<!doctype html>")).toBe(true);
    const doc = read(mail.html);
    expect(doc.documentElement.getAttribute("lang")).toBe("en");
    expect(doc.title).toBe("Confirm your Offbeat account");
    const links = [...doc.querySelectorAll("a")];
    // The button, then the same address written out for clients that break buttons.
    expect(links.map((a) => [squash(a.textContent), a.getAttribute("href")])).toEqual([
      ["Confirm my email", confirmUrl],
      [confirmUrl, confirmUrl],
    ]);
    const body = squash(doc.body.textContent);
    expect(body).toContain("Hi Ann, welcome to Offbeat.");
    expect(body).toContain("If you did not sign up, you can ignore this message.");
    expect(body).toContain(SIGNATURE);
    // Mail clients take no stylesheets and often no images: inline styles, no <img>.
    expect(doc.querySelectorAll("style, link, img, script")).toHaveLength(0);
  });

  it("shows a name with markup in it as text, in the body and the title", () => {
    const name = `<img src=x onerror="alert(1)"> & "Bo"`;
    const mail = confirmationMail("bo@example.com", name, confirmUrl);
    const doc = read(mail.html);
    expect(doc.querySelectorAll("img")).toHaveLength(0);
    expect(squash(doc.body.textContent)).toContain(`Hi ${name}, welcome to Offbeat.`);
    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;Bo&quot;",
    );
  });

  it("sets a statement's figures line under line in one paragraph", () => {
    const mail = statementReadyMail(
      "nova@example.com",
      "Nova",
      {
        period: "2026-10",
        currency: "SEK",
        openingBalance: "0.00",
        earnings: "1445.60",
        payouts: "0.00",
        closingBalance: "1445.60",
      },
      "https://offbeat.example/dashboard/earnings/statements/2026-10",
    );
    const figures = [...read(mail.html).querySelectorAll("p")].find((p) =>
      p.textContent?.startsWith("Opening balance"),
    );
    expect(figures?.querySelectorAll("br")).toHaveLength(3);
    expect(squash(figures?.textContent)).toBe(
      "Opening balance: SEK 0.00Earnings: SEK 1,445.60Payouts: SEK 0.00Closing balance: SEK 1,445.60",
    );
    // Amounts keep their currency on the same line: a no-break space between them.
    expect(mail.text).toContain("Opening balance: SEK\u00a00.00\nEarnings: SEK\u00a01,445.60\n");
    // Only December's says where the whole year is.
    expect(mail.text).not.toContain("statements (CSV)");
    const december = statementReadyMail(
      "nova@example.com",
      "Nova",
      {
        period: "2026-12",
        currency: "SEK",
        openingBalance: "1445.60",
        earnings: "0.00",
        payouts: "0.00",
        closingBalance: "1445.60",
      },
      "https://offbeat.example/dashboard/earnings/statements/2026-12",
    );
    expect(december.text).toContain(
      'With December closed, all of 2026 is in one file for your accounts and tax return: "2026 statements (CSV)" under Monthly statements on your Earnings page.',
    );
  });

  it("turns a payout mail's page into its button, the text unchanged", () => {
    const mail = payoutPaidMail({
      to: "nova@example.com",
      name: "Nova",
      amount: "SEK 250.00",
      method: "swish",
      maskedDetails: "•••• 5678",
      pageUrl: "https://offbeat.example/dashboard/withdraw",
      reference: "BANK-1",
      paidOn: "2026-12-01",
    });
    expect(
      mail.text.endsWith(
        `Your withdrawals: https://offbeat.example/dashboard/withdraw\n\n${SIGNATURE}`,
      ),
    ).toBe(true);
    const button = read(mail.html).querySelector("a");
    expect(squash(button?.textContent)).toBe("Your withdrawals");
    expect(button?.getAttribute("href")).toBe("https://offbeat.example/dashboard/withdraw");
  });

  it("ends a fan's mail with why it came and the way out, in the text, the HTML and the headers", () => {
    const unsubscribe = "https://offbeat.example/api/fans/unsubscribe?token=t";
    const mail = releaseDayMail(
      "fan@example.com",
      { title: "Night Ferry", artist: "Sable", labelName: "Offbeat" },
      "https://offbeat.example/r/sable-night-ferry",
      unsubscribe,
    );
    expect(
      mail.text.endsWith(
        `--\nYou receive this because you asked Offbeat to tell you when this release comes out.\nUnsubscribe: ${unsubscribe}`,
      ),
    ).toBe(true);
    const doc = read(mail.html);
    const out = [...doc.querySelectorAll("a")].find((a) => a.textContent === "Unsubscribe");
    expect(out?.getAttribute("href")).toBe(unsubscribe);
    expect(squash(doc.body.textContent)).not.toContain(SIGNATURE);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("adds no unsubscribe headers to an account's own mail", () => {
    expect(confirmationMail("ann@example.com", "Ann", confirmUrl).headers).toBeUndefined();
  });
});

import { SmartLinkMessages } from "@common/smartLinks.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestEnv,
  linkIn,
  TEST_ORIGIN,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";
import {
  fanRelease,
  mailsTo,
  openConfirm,
  pressConfirm,
  signUp,
  signupById,
  signupOf,
  unsubscribePathIn,
} from "./fansTestKit.ts";

/** Every fan mail's unsubscribe link: a page with a button, its POST, RFC 8058 one-click. */
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

async function signedUp(
  shareWithArtist = false,
): Promise<{ email: string; path: string; id: string }> {
  const release = await fanRelease(env);
  const email = uniqueEmail("fan");
  expect((await signUp(env, release.slug, { email, shareWithArtist })).status).toBe(202);
  const mail = await waitForMail(env.ctx, email, /^Confirm/);
  const id = (await signupOf(env, email))?.id;
  if (!id) throw new Error("no signup row");
  return { email, path: unsubscribePathIn(mail), id };
}

describe("unsubscribe", () => {
  it("shows a button on GET (nothing changes) and unsubscribes on its POST", async () => {
    const { email, path, id } = await signedUp(true);
    const page = await env.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${path.replace(/&/g, "&amp;")}">`);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect((await signupOf(env, email))?.unsubscribedAt).toBeNull();

    // The page lets its form carry the page's origin (the app's default policy would make it
    // "null"); the form as a browser posts it.
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    const res = await env.app.inject({
      method: "POST",
      url: path,
      headers: {
        origin: TEST_ORIGIN,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(`<p>${SmartLinkMessages.unsubscribed}</p>`);
    // The row stays for the artist's counts; the address and the consent to share it go.
    expect(await signupOf(env, email)).toBeUndefined();
    expect(await signupById(env, id)).toMatchObject({
      email: `forgotten-${id}@fans.invalid`,
      shareWithArtist: false,
      unsubscribedAt: expect.any(Date),
    });
  });

  it("accepts the form from a browser set to send no referrers (Origin: null)", async () => {
    const { path, id } = await signedUp();
    const res = await env.app.inject({
      method: "POST",
      url: path,
      headers: {
        origin: "null",
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SmartLinkMessages.unsubscribed);
    expect((await signupById(env, id))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("refuses a form on another site, whatever Origin it shows, and keeps the fan", async () => {
    const { email, path } = await signedUp(true);
    for (const headers of [
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "null" },
      { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    ]) {
      const res = await env.app.inject({
        method: "POST",
        url: path,
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe("CROSS_ORIGIN");
    }
    expect((await signupOf(env, email))?.unsubscribedAt).toBeNull();
  });

  it("accepts a mail client's one-click POST (no Origin) and a second POST is harmless", async () => {
    const { path, id } = await signedUp();
    const oneClick = () =>
      env.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    expect((await oneClick()).statusCode).toBe(200);
    const first = (await signupById(env, id))?.unsubscribedAt;
    expect(first).toBeInstanceOf(Date);
    expect((await oneClick()).statusCode).toBe(200);
    expect((await signupById(env, id))?.unsubscribedAt).toEqual(first);
  });

  it("accepts the one-click POST as multipart/form-data, which RFC 8058 allows too", async () => {
    const { path, id } = await signedUp();
    const boundary = "----offbeat-one-click";
    const res = await env.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        "",
        "One-Click",
        `--${boundary}--`,
        "",
      ].join("\r\n"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SmartLinkMessages.unsubscribed);
    expect((await signupById(env, id))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("answers a forged or missing token with the not-valid page (404)", async () => {
    const { path } = await signedUp();
    const forged = path.replace(/token=[^.]+\./, "token=00000000-0000-4000-8000-000000000000.");
    for (const url of [forged, "/r/fans/unsubscribe?token=nonsense", "/r/fans/unsubscribe"]) {
      const get = await env.app.inject({ method: "GET", url });
      expect(get.statusCode).toBe(404);
      expect(get.body).toContain(SmartLinkMessages.unsubscribeUnknown);
      const post = await env.app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN } });
      expect(post.statusCode).toBe(404);
      expect(post.body).toContain(SmartLinkMessages.unsubscribeUnknown);
    }
  });

  it("answers an unknown confirmation token with the not-valid page (404)", async () => {
    for (const url of ["/r/fans/confirm?token=unknown", "/r/fans/confirm"]) {
      for (const res of [
        await openConfirm(env, new URL(url, "http://x")),
        await pressConfirm(env, new URL(url, "http://x")),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.headers["content-type"]).toContain("text/html");
        expect(res.body).toContain(SmartLinkMessages.signupUnknown);
      }
    }
  });

  it("makes the old confirmation link useless; only a new signup brings the fan back", async () => {
    const release = await fanRelease(env);
    const email = uniqueEmail("fan");
    await signUp(env, release.slug, { email });
    const mail = await waitForMail(env.ctx, email, /^Confirm/);
    const confirm = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const unsubscribe = unsubscribePathIn(mail);
    const id = (await signupOf(env, email))?.id ?? "";
    await env.app.inject({ method: "POST", url: unsubscribe });
    expect((await openConfirm(env, confirm)).statusCode).toBe(404);
    expect((await pressConfirm(env, confirm)).statusCode).toBe(404);
    expect((await signupById(env, id))?.confirmedAt).toBeNull();

    // Signing up again is a new signup, with a new confirmation mail that works.
    expect((await signUp(env, release.slug, { email })).status).toBe(202);
    await expect
      .poll(async () => (await mailsTo(env, email)).filter((m) => m.subject.startsWith("Confirm")))
      .toHaveLength(2);
    const links = (await mailsTo(env, email)).map((m) => linkIn(m.text).href);
    const link = new URL(links.find((href) => href !== confirm.href) ?? "");
    expect((await pressConfirm(env, link)).statusCode).toBe(200);
    const fresh = await signupOf(env, email);
    expect(fresh?.id).not.toBe(id);
    expect(fresh?.confirmedAt).toBeInstanceOf(Date);
  });
});

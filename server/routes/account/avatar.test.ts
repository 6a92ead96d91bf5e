import { AVATAR_MAX_BYTES, ProfileMessages } from "@common/profile.ts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestEnv,
  createUser,
  signIn,
  TEST_ORIGIN,
  type TestEnv,
} from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const boundary = "----offbeat-test-boundary";
function multipart(bytes: Buffer, filename: string, type: string) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const upload = (bytes: Buffer, cookie?: string, filename = "me.png", type = "image/png") =>
  env.app.inject({
    method: "POST",
    url: "/api/account/avatar",
    payload: multipart(bytes, filename, type),
    headers: {
      origin: TEST_ORIGIN,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
  });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();

describe("avatar", () => {
  it("stores a 256x256 WebP, serves it publicly and replaces the old one", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const first = await upload(await png(800, 400), cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ProfileMessages.avatarUpdated);
    const firstUrl: string = first.json().profile.avatarUrl;
    expect(firstUrl).toMatch(new RegExp(`^/api/avatars/${user.id}\\?v=`));

    const served = await env.app.inject({ method: "GET", url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    const second = await upload(await png(300, 300), cookie);
    expect(second.statusCode).toBe(200);
    const oldKey = `avatars/${user.id}/${new URL(firstUrl, "http://x").searchParams.get("v")}.webp`;
    expect(await env.ctx.storage.exists(oldKey)).toBe(false);
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().user.avatarUrl).toBe(second.json().profile.avatarUrl);
  });

  it("refuses a file that is not an image, whatever it is called", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const res = await upload(Buffer.from("<script>alert(1)</script>"), cookie, "me.png");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("NOT_AN_IMAGE");
  });

  it("refuses an SVG, even one named .png, and keeps the current picture", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const before = await upload(await png(64, 64), cookie);
    expect(before.statusCode).toBe(200);
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<rect width="64" height="64" fill="red"/><script>alert(1)</script></svg>',
    );
    for (const [name, type] of [
      ["me.svg", "image/svg+xml"],
      ["me.png", "image/png"],
    ] as const) {
      const res = await upload(svg, cookie, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "NOT_AN_IMAGE",
        message: ProfileMessages.avatarSvg,
        fields: { file: ProfileMessages.avatarSvg },
      });
    }
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().user.avatarUrl).toBe(before.json().profile.avatarUrl);
  });

  it("takes JPEG, WebP and GIF too, and refuses other formats sharp could read (TIFF)", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const image = sharp({ create: { width: 40, height: 40, channels: 3, background: "#0ea5e9" } });
    for (const bytes of [
      await image.clone().jpeg().toBuffer(),
      await image.clone().webp().toBuffer(),
      await image.clone().gif().toBuffer(),
    ]) {
      expect((await upload(bytes, cookie)).statusCode).toBe(200);
    }
    const tiff = await upload(
      await image.clone().tiff().toBuffer(),
      cookie,
      "me.tiff",
      "image/tiff",
    );
    expect(tiff.statusCode).toBe(400);
    expect(tiff.json().error.message).toBe(ProfileMessages.avatarType);
  });

  it("needs a session, and answers 404 for a user without a picture", async () => {
    expect((await upload(await png(10, 10))).statusCode).toBe(401);
    const user = await createUser(env.ctx);
    const res = await env.app.inject({ method: "GET", url: `/api/avatars/${user.id}` });
    expect(res.statusCode).toBe(404);
  });
});

describe("avatar size limit", () => {
  it("refuses a file over 5 MB with a readable message", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signIn(env, user.email, user.password);
    const res = await upload(Buffer.alloc(AVATAR_MAX_BYTES + 10, 1), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Images must be 5 MB or smaller.");
  });
});

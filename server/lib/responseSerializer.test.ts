import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sendError } from "./errorHandler.ts";
import { serializerCompiler } from "./responseSerializer.ts";

const Account = z.object({
  id: z.uuid(),
  role: z.enum(["artist", "staff", "admin"]),
  artistName: z.string().nullable(),
  joinedAt: z.iso.datetime(),
});
const id = "0d0c1f0e-7a2b-4c3d-9e8f-112233445566";
const row: z.infer<typeof Account> = {
  id,
  role: "artist",
  artistName: null,
  joinedAt: "2026-11-29T12:00:00.000Z",
};

const app = Fastify().withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  const schema = { response: { 200: Account } };
  // A presenter that passed a database row on whole: the hash must not go out.
  app.get("/extra", { schema }, async () => ({ ...row, passwordHash: "$argon2id$secret" }));
  app.get("/wrong", { schema }, async () => ({ ...row, role: "owner" }) as unknown as typeof row);
  app.get("/wrapped", { schema: { response: { 200: { properties: Account } } } }, async () => row);
  await app.ready();
});
afterAll(() => app.close());

describe("response serializer", () => {
  it("sends what the schema names and leaves out every other field", async () => {
    const res = await app.inject("/extra");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(row);
    expect(res.body).not.toContain("passwordHash");
  });

  it("answers 500 without the data when an answer does not fit its schema", async () => {
    const res = await app.inject("/wrong");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong. Please try again." },
    });
    expect(res.body).not.toContain("owner");
  });

  it("takes a schema wrapped as { properties } like the zod provider", async () => {
    const res = await app.inject("/wrapped");
    expect([res.statusCode, res.json()]).toEqual([200, row]);
  });
});

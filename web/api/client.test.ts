import { describe, expect, it } from "vitest";
import { ApiError, failureMessage, unwrap } from "./client.ts";

const response = (status: number) => new Response(null, { status });

describe("unwrap", () => {
  it("returns the data of a successful call", async () => {
    const data = { user: { id: "u1" } };
    await expect(unwrap(Promise.resolve({ data, response: response(200) }))).resolves.toBe(data);
  });

  it("throws the server's code, message and field messages", async () => {
    const error = {
      error: {
        code: "VALIDATION_ERROR",
        message: "Password must be at least 8 characters long",
        fields: { password: "Password must be at least 8 characters long" },
      },
    };
    const thrown = await unwrap(Promise.resolve({ error, response: response(400) })).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Password must be at least 8 characters long",
      fields: { password: "Password must be at least 8 characters long" },
    });
  });

  it("turns an answer without the error shape into a readable message", async () => {
    const thrown = await unwrap(
      Promise.resolve({ error: "<html>Bad Gateway</html>", response: response(502) }),
    ).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      status: 502,
      message: "Something went wrong. Please try again.",
    });
  });

  it("reports an unreachable server as a network failure", async () => {
    const thrown = await unwrap(Promise.reject(new TypeError("fetch failed"))).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ status: 0, code: "NETWORK" });
  });
});

describe("failureMessage", () => {
  it("shows the server's message for the user's own mistake", () => {
    const error = new ApiError(409, "CONFLICT", "Two-Factor Authentication already enabled.");
    expect(failureMessage(error, "Failed to start 2FA enrollment")).toBe(
      "Two-Factor Authentication already enabled.",
    );
  });

  it("says when Offbeat could not be reached at all", async () => {
    const offline = await unwrap(Promise.reject(new TypeError("Failed to fetch"))).catch(
      (error: unknown) => error,
    );
    expect(failureMessage(offline, "Failed to save draft")).toBe(
      "Could not reach Offbeat. Check your connection and try again.",
    );
  });

  it("falls back to the screen's wording for outages", () => {
    const error = new ApiError(500, "INTERNAL", "Something went wrong. Please try again.");
    expect(failureMessage(error, "Failed to start 2FA enrollment")).toBe(
      "Failed to start 2FA enrollment",
    );
  });
});

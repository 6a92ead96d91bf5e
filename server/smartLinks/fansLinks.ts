import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import type { UnsubscribeTokens } from "../lib/unsubscribeToken.ts";

/**
 * The links of a fan's mails (smart links' "Notify me"). The confirmation token is random and
 * kept only as its SHA-256, so the database alone cannot confirm anyone; the unsubscribe token
 * is signed over the signup id (ctx.fanUnsubscribeTokens) and never expires.
 */
export const FAN_CONFIRM_PATH = "/r/fans/confirm";
export const FAN_UNSUBSCRIBE_PATH = "/r/fans/unsubscribe";

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const base = (config: Pick<Config, "APP_URL">) => config.APP_URL;

export function fanConfirmUrl(config: Pick<Config, "APP_URL">, token: string): string {
  return `${base(config)}${FAN_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export function fanUnsubscribeUrl(
  config: Pick<Config, "APP_URL">,
  tokens: UnsubscribeTokens,
  signupId: string,
): string {
  return `${base(config)}${FAN_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokens.create(signupId))}`;
}

export function smartLinkPageUrl(config: Pick<Config, "APP_URL">, slug: string): string {
  return `${base(config)}/r/${encodeURIComponent(slug)}`;
}

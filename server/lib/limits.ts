import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "./errors.ts";

type Check = ReturnType<FastifyInstance["createRateLimit"]>;

export interface Limiter {
  /** Counts one attempt under `key` and throws a 429 AppError once the window is used up. */
  hit(request: FastifyRequest, key: string): Promise<void>;
}

/**
 * Fastify's trustProxy for TRUST_PROXY (config.ts). Fastify 5 no longer honours a bare hop count
 * (it trusts nothing then), so `n` becomes "the first n hops from this server are proxies": the
 * socket's peer and the n-1 addresses the proxies appended, so the client is the one before them.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/** An IPv6 address's eight groups, or undefined for anything else. */
function ipv6Groups(address: string): string[] | undefined {
  if (isIP(address) !== 6) return undefined;
  const [head = "", tail] = address.toLowerCase().split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right];
}

/**
 * The address the per-address limits count: the client's IPv4 address, or the /64 network of an
 * IPv6 one, since one subscriber usually gets a whole /64 and could otherwise take a new address
 * for every attempt. `request.ip` follows TRUST_PROXY (app.ts), so a forged header does not count.
 */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindowMs: number,
): Limiter {
  const check: Check = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (req) => (req as FastifyRequest & { limitKey?: string }).limitKey ?? req.ip,
  });
  return {
    async hit(request, key) {
      (request as FastifyRequest & { limitKey?: string }).limitKey = `${name}:${key}`;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    },
  };
}

/**
 * Limits on the account routes, per address and per account (email or user id). Counters live
 * in each server process; the two-factor lockout, which matters most, lives in the database.
 */
export function createAuthLimits(app: FastifyInstance, ipFactor = 1) {
  const minute = 60_000;
  return {
    signUpPerIp: limiter(app, "sign-up-ip", 10 * ipFactor, 60 * minute),
    signInPerIp: limiter(app, "sign-in-ip", 30 * ipFactor, 15 * minute),
    // Wrong passwords count per address and account, so someone else's guesses cannot lock the
    // owner out; the per-account ceiling, five addresses' worth, still stops guessing from many.
    signInPerAddressAndAccount: limiter(app, "sign-in-address-account", 10, 15 * minute),
    signInPerAccount: limiter(app, "sign-in-account", 50, 15 * minute),
    twoFactorPerIp: limiter(app, "2fa-ip", 20 * ipFactor, 15 * minute),
    twoFactorPerAccount: limiter(app, "2fa-account", 10, 15 * minute),
    mailPerIp: limiter(app, "mail-ip", 10 * ipFactor, 60 * minute),
    mailPerAccount: limiter(app, "mail-account", 3, 15 * minute),
    // One "you already have an account" mail an hour per address; over it the sign-up answers
    // the same and sends nothing (a 429 would tell the address has an account).
    takenSignUpMailPerAccount: limiter(app, "taken-sign-up-account", 1, 60 * minute),
    // Settings: each attempt checks a password hash or runs sharp / a full data read.
    // One budget for every route that checks the current password (password change, two-factor
    // enable / disable / reset): each answers "is this the password?", so a budget per route
    // would only multiply the guesses a stolen session gets.
    currentPasswordPerAccount: limiter(app, "current-password-account", 10, 15 * minute),
    avatarPerAccount: limiter(app, "avatar-account", 20, 60 * minute),
    exportPerAccount: limiter(app, "export-account", 10, 60 * minute),
    terminationPerAccount: limiter(app, "termination-account", 10, 60 * minute),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

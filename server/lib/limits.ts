import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "./errors.ts";

type Check = ReturnType<FastifyInstance["createRateLimit"]>;

export interface Limiter {
  /** Counts one attempt under `key` and throws a 429 AppError once the window is used up. */
  hit(request: FastifyRequest, key: string): Promise<void>;
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
    signInPerAccount: limiter(app, "sign-in-account", 10, 15 * minute),
    twoFactorPerIp: limiter(app, "2fa-ip", 20 * ipFactor, 15 * minute),
    twoFactorPerAccount: limiter(app, "2fa-account", 10, 15 * minute),
    mailPerIp: limiter(app, "mail-ip", 10 * ipFactor, 60 * minute),
    mailPerAccount: limiter(app, "mail-account", 3, 15 * minute),
    // Settings: each attempt checks a password hash or runs sharp / a full data read.
    passwordChangePerAccount: limiter(app, "password-change-account", 10, 15 * minute),
    avatarPerAccount: limiter(app, "avatar-account", 20, 60 * minute),
    exportPerAccount: limiter(app, "export-account", 10, 60 * minute),
    terminationPerAccount: limiter(app, "termination-account", 10, 60 * minute),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_ERROR = {
  code: "CROSS_ORIGIN",
  message: "Requests from other sites are not allowed.",
} as const;

/** A host as a Host header may carry it: name or address, optional port; nothing else. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `protocol://host` as a browser writes it in Origin (lower case, default port dropped). */
function originFor(protocol: string, host: string | undefined | null): string | undefined {
  if (!host || !HOST.test(host) || (protocol !== "http" && protocol !== "https")) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin the request was sent to: its Host (X-Forwarded-Host and -Proto only when Fastify
 * trusts the proxy). A browser on http://127.0.0.1:3000 or :8080 sends Origin equal to it, so a
 * newcomer's `PORT=8080 npm start` works without setting APP_URL. A page on another site cannot
 * make a browser send a Host other than ours with its own Origin, so this trusts nothing foreign.
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  return originFor(request.protocol, request.host);
}

/** Origin is the request's own address, APP_URL or one of TRUSTED_ORIGINS. */
export function isTrustedOrigin(origin: string, request: FastifyRequest, trusted: string[]) {
  return trusted.includes(origin) || origin === requestOrigin(request);
}

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request whose Origin (or,
 * without one, Sec-Fetch-Site) shows it came from another site is refused before any handler.
 */
export function refuseCrossOrigin(trusted: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(request.method)) return;
    if (isCrossOrigin(request, trusted))
      return reply.status(403).send({ error: CROSS_ORIGIN_ERROR });
  };
}

/**
 * The same rule for a GET that also acts: opening a withdrawal's payment details stops the
 * artist cancelling it and is audited. A link on another site navigates to it with the cookie
 * (SameSite=Lax sends it on a top-level GET), without an Origin but with Sec-Fetch-Site.
 */
export function refuseCrossSiteRead(trusted: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossOrigin(request, trusted))
      return reply.status(403).send({ error: CROSS_ORIGIN_ERROR });
  };
}

/**
 * The Referrer-Policy of the server-rendered pages with HTML forms (a release's page with its
 * no-script "Notify me", the fan unsubscribe page). Under the app's default (no-referrer) a
 * browser posts such a form with `Origin: null`; under this one with the page's own origin,
 * which every browser's POST carries, also one too old for Sec-Fetch-Site. Other sites still
 * get no referrer, so a token in the page's address never leaves.
 */
export const FORM_PAGE_REFERRER_POLICY = "same-origin";

/**
 * Origin names another site, or, without one, Sec-Fetch-Site says the browser came from one.
 * A form posted from a page under no-referrer (a browser set to send no referrers, or a page
 * without FORM_PAGE_REFERRER_POLICY) carries `Origin: null`: it counts as ours only when the
 * browser says the form was on our own origin. A sandboxed frame elsewhere says "cross-site",
 * and a null origin without the header is refused.
 */
function isCrossOrigin(request: FastifyRequest, trusted: string[]): boolean {
  const origin = request.headers.origin;
  const site = request.headers["sec-fetch-site"];
  if (origin === "null") return site !== "same-origin";
  return origin ? !isTrustedOrigin(origin, request, trusted) : site === "cross-site";
}

/**
 * The same rule for better-auth, which sees a Fetch Request: the static list plus the origin the
 * request was sent to (Host, with the URL's protocol), so its own check agrees with ours.
 */
export function fetchTrustedOrigins(trusted: string[]) {
  return (request?: Request): string[] => {
    if (!request) return trusted;
    let protocol = "http";
    let urlHost: string | undefined;
    try {
      const url = new URL(request.url);
      protocol = url.protocol.replace(/:$/, "");
      urlHost = url.host;
    } catch {
      // A relative URL: no protocol to read; Host alone still names the address.
    }
    const own = originFor(protocol, request.headers.get("host") ?? urlHost);
    return own ? [...trusted, own] : trusted;
  };
}

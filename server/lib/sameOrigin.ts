import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request whose Origin (or,
 * without one, Sec-Fetch-Site) shows it came from another site is refused before any handler.
 */
export function refuseCrossOrigin(trusted: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const crossOrigin = origin ? !trusted.includes(origin) : fetchSite === "cross-site";
    if (crossOrigin) {
      return reply.status(403).send({
        error: { code: "CROSS_ORIGIN", message: "Requests from other sites are not allowed." },
      });
    }
  };
}

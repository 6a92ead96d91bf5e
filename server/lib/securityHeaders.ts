import type { FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

/**
 * Security headers and a Content-Security-Policy that allows only the app itself. helmet's
 * middleware is built ONCE here: @fastify/helmet rebuilds it (re-parsing every CSP directive)
 * on each request, which cost a measurable share of a small API call in `npm run bench`.
 */
export function securityHeaders(production: boolean) {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
  });
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    apply(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  };
}

import type { FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

/**
 * Browser features no page of ours uses, switched off so that injected or embedded script cannot
 * ask for them either. Kept: clipboard-write (the copy buttons, web/lib/clipboard.ts) and
 * autoplay (the audio players start playback from code). Only features Chromium recognises are
 * named: an unknown one is logged as a console error on every page. Linux builds of Chromium (156)
 * do not know bluetooth and web-share and warn about them; they stay, because Chrome on Windows,
 * macOS and Android does grant them.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self)",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "clipboard-read=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "gamepad=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "otp-credentials=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-create=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "web-share=()",
  "window-management=()",
  "xr-spatial-tracking=()",
].join(", ");

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
  const headers = headersOf(apply);
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  };
}

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers helmet sets, captured once: with these options they never depend on the request
 * (no nonces), so each request gets the same set at once instead of running helmet's chain of
 * middlewares, a few per cent of a small API call in `npm run bench`.
 */
function headersOf(apply: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let synchronous = false;
  apply(
    {} as Parameters<HelmetMiddleware>[0],
    response as unknown as Parameters<HelmetMiddleware>[1],
    (error?: unknown) => {
      if (error) throw error;
      synchronous = true;
    },
  );
  if (!synchronous) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

/** Redacted from logs: credentials never reach them, even on a line that carries headers. */
const redact = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'];

interface LoggerChoice {
  level: string;
  production: boolean;
  /** Tests read the log as JSON lines from here. */
  stream?: NodeJS.WritableStream;
}

/**
 * JSON lines in production (for a log collector) and whenever a stream is given (tests parse
 * them); in development one readable line per entry, the request id in front.
 */
export function loggerOptions({
  level,
  production,
  stream,
}: LoggerChoice): FastifyServerOptions["logger"] {
  if (stream || production) return { level, redact, stream };
  return {
    level,
    redact,
    transport: {
      target: "pino-pretty",
      options: {
        translateTime: "SYS:HH:MM:ss.l",
        singleLine: true,
        ignore: "pid,hostname,reqId,request",
        messageFormat: "{if reqId}{reqId} {end}{msg}",
      },
    },
  };
}

/**
 * One line per request, written once the response is sent, in place of Fastify's pair of
 * "incoming request" and "request completed" lines (at debug level arrivals get one too). The path only: a query string can carry a
 * signed link's signature. A 5xx is also logged at error level, with its cause, by the error
 * handler (server/lib/errorHandler.ts); a response that broke while streaming is logged here.
 */
export class RequestLog extends LogController {
  /** Arrivals only at debug level: an operator chasing a hung request can see it came in. */
  override incomingRequest(request: FastifyRequest) {
    if (request.log.level === "debug" || request.log.level === "trace") {
      const path = request.url.split("?")[0] ?? "/";
      request.log.debug(`${request.method} ${path} received`);
    }
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const path = request.url.split("?")[0] ?? "/";
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, path, statusCode: reply.statusCode, responseTimeMs: ms };
    const message = `${request.method} ${path} ${reply.statusCode} ${ms} ms`;
    if (error) request.log.error({ request: line, err: error }, `${message} (response failed)`);
    else request.log.info({ request: line }, message);
  }
}

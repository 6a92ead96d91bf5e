import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";

/** Errors of the peer, not of the server: a dropped connection. */
const PEER_GONE = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);

function errorCode(error: Error): string | undefined {
  const code = "code" in error ? error.code : undefined;
  return typeof code === "string" ? code : undefined;
}

/**
 * The error handler of @fastify/websocket (its default logs every socket error at error level
 * and terminates the socket). A client that breaks the protocol, such as a frame over
 * RealtimeLimits.clientMessageBytes (WS_ERR_UNSUPPORTED_MESSAGE_LENGTH), has already been sent
 * its close code by ws (1009 for that one): the close handshake is left to finish, and the log
 * line is info, like any refused request. A dropped peer is info too; anything else is the
 * operator's business.
 */
export function handleSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = errorCode(error);
  if (code?.startsWith("WS_ERR_")) {
    request.log.info(
      { code, reason: error.message },
      "websocket closed: the client broke the protocol",
    );
    return;
  }
  if (code && PEER_GONE.has(code)) {
    request.log.info({ code }, "websocket dropped by the client");
  } else {
    request.log.error({ err: error }, "websocket failed");
  }
  socket.terminate();
}

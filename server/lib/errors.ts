/**
 * An error the user should see: status, a stable code and the user-facing message.
 * Everything else that escapes a handler becomes a 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More facts for the client beside code and message (a refused suspended user's suspension). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "BAD_REQUEST", message, fields);
export const unauthorized = (message = "Please sign in to continue.") =>
  new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You do not have permission to do that.") =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found.") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);
export const tooManyRequests = (seconds: number) =>
  new AppError(
    429,
    "RATE_LIMITED",
    `Too many attempts. Please wait ${seconds} seconds and try again.`,
  );

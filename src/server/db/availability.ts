/**
 * Faults that mean "the database is not answering", as opposed to a bug: the PostgreSQL pool could not get a
 * connection in time, a statement ran past statement_timeout, the server refused or dropped the connection, or is
 * shutting down. Endpoints answer these with 503 and Retry-After instead of 500.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** SQLSTATEs: 57014 query_canceled (statement_timeout), 57P01-57P03 shutdown/cannot connect now, 08xxx connection. */
const UNAVAILABLE_CODES = /^(57014|57P0[123]|08\w{3}|53300)$/;
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|query read timeout|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated unexpectedly|PGlite is closed|database is closing/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") break;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_MESSAGES.test(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

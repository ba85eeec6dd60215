/** The database's own error in `error` or its causes (drizzle wraps driver errors), if any. */
export function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (
    let current = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string") {
      return { code, message };
    }
  }
  return undefined;
}

/** True when `error` (or its cause, as drizzle wraps driver errors) breaks the named unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === "23505" && (name === undefined || name === constraint)) return true;
  }
  return false;
}

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

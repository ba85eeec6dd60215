/**
 * The baseline of DESIGN.md §7 that every answer must carry, as a list of what `headers` lacks:
 * empty when all is there.
 */
export function missingSecurityHeaders(headers: Headers): string[] {
  const missing: string[] = [];
  const policy = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const scripts = directives.get("script-src") ?? directives.get("default-src");
  if (!scripts) missing.push("a policy for scripts");
  if (scripts?.includes("'unsafe-inline'")) missing.push("scripts without 'unsafe-inline'");
  if (directives.get("frame-ancestors")?.join(" ") !== "'none'")
    missing.push("frame-ancestors 'none'");
  const maxAge = /max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1];
  if (Number(maxAge ?? 0) < 31_536_000) missing.push("HSTS of a year");
  if (headers.get("x-content-type-options") !== "nosniff") missing.push("nosniff");
  if (!headers.get("referrer-policy")) missing.push("a referrer policy");
  return missing;
}

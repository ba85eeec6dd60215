import { createMiddleware } from "hono/factory";

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * What every answer carries (DESIGN.md §7). The policy forbids everything: an answer that is not a
 * page (JSON, a script, a font, an image opened on its own) has nothing to load or run, and no
 * site may frame it.
 */
const EVERY_ANSWER: HeaderList = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * What a page (an HTML answer, which a browser renders as a document) carries: the policy its
 * scripts, styles, fonts and images are held to, and the headers that only a document heeds. The
 * API's JSON is spared these: they govern nothing there, and each one is work on every answer of
 * the busiest read (the timetable's) for nothing.
 */
const PAGE: HeaderList = [
  ...EVERY_ANSWER.filter(([name]) => name !== "Content-Security-Policy"),
  ["Content-Security-Policy", PAGE_POLICY],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["X-Frame-Options", "DENY"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-Download-Options", "noopen"],
  ["X-XSS-Protection", "0"],
];

/** Sets the security headers on every answer, a page's or any other, errors included. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  const list = headers.get("content-type")?.startsWith("text/html") ? PAGE : EVERY_ANSWER;
  for (const [name, value] of list) headers.set(name, value);
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBody, preferredEncoding } from "./content-encoding.ts";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["br;q=0.1, gzip;q=1", "br"],
    ["*", "br"],
    ["*;q=0", null],
    ["gzip;q=0, *", "br"],
    ["br;q=0, gzip;q=0, *", null],
    ["identity", null],
    ["deflate", null],
    ["br;q=zero", null],
    ["", null],
    [undefined, null],
  ] as const)("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("compressBody", () => {
  const body = Buffer.from(JSON.stringify({ text: "Yoga ".repeat(2000), unicode: "早安 ☀" }));

  it("writes Brotli that decodes to the body, much smaller", async () => {
    const compressed = await compressBody(body, "br");
    expect(brotliDecompressSync(compressed).equals(body)).toBe(true);
    expect(compressed.byteLength).toBeLessThan(body.byteLength / 10);
  });

  it("writes gzip that decodes to the body", async () => {
    expect(gunzipSync(await compressBody(body, "gzip")).equals(body)).toBe(true);
  });
});

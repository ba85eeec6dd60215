import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { sessionCookieFor } from "../testing/sessions.ts";
import { signedInStudent } from "../testing/students.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app.ts";
import { MAX_BODY_BYTES } from "./body-limit.ts";

/** Far more than the cap: what an attacker sends to fill the server's memory. */
const HOSTILE_BYTES = 300 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

interface Answer {
  status: number;
  body: string;
  /** How much of the body had been handed to the connection when the answer came. */
  bytesSent: number;
}

/**
 * Sends a body of `size` bytes over real HTTP, chunked (no Content-Length) or with its length,
 * writing as fast as the connection takes it and stopping once the server has answered.
 */
function sendLargeBody(
  port: number,
  path: string,
  options: { size: number; chunked: boolean; cookie?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const outgoing = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.chunked ? {} : { "content-length": String(options.size) }),
      },
    });
    outgoing.on("response", (response) => {
      answered = true;
      const sentWhenAnswered = bytesSent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("end", () => {
        outgoing.destroy();
        resolve({ status: response.statusCode!, body, bytesSent: sentWhenAnswered });
      });
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    const writeMore = () => {
      while (!answered && bytesSent < options.size) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, options.size - bytesSent));
        bytesSent += piece.length;
        if (!outgoing.write(piece)) {
          outgoing.once("drain", writeMore);
          return;
        }
      }
      if (!answered) outgoing.end();
    };
    writeMore();
  });
}

describe("the request body cap, over real HTTP", () => {
  let testApp: TestApp;
  let server: ServerType;
  let port: number;
  let cookie: string;
  let student: BrowserLikeClient;

  beforeAll(async () => {
    testApp = await createTestApp({ kind: "embedded" });
    const { userId, client } = await signedInStudent(testApp);
    student = client;
    cookie = (await sessionCookieFor(testApp.deps.auth, userId)).join("=");
    await new Promise<void>((resolve) => {
      server = serve({ fetch: testApp.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testApp.close();
  });

  it.each([
    { path: "/api/me/registration", chunked: true },
    { path: "/api/me/registration", chunked: false },
    { path: "/api/auth/sign-in/email", chunked: true },
    { path: "/api/auth/sign-in/email", chunked: false },
  ])(
    "refuses 300 MB to $path with 413 before reading it (chunked: $chunked)",
    async ({ path, chunked }) => {
      const answer = await sendLargeBody(port, path, { size: HOSTILE_BYTES, chunked, cookie });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: {
          code: "body_too_large",
          message: "The request body is larger than the 100 kB this studio accepts.",
        },
      });
      // The answer came while the sender was still near the start: what the connection's buffers
      // hold, not the 300 MB.
      expect(answer.bytesSent).toBeLessThan(16 * 1024 * 1024);
    },
  );

  it.each([
    { size: MAX_BODY_BYTES, status: 200 },
    { size: MAX_BODY_BYTES + 1, status: 413 },
  ])("takes a body of up to the cap: $size bytes answers $status", async ({ size, status }) => {
    const json = JSON.stringify({ nickname: "Padded" });
    const body = `${json}${" ".repeat(size - json.length)}`;
    const response = await student.request("/api/me", {
      method: "PATCH",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(status);
  });
});

import { createEmailVerificationToken } from "better-auth/api";
import type { TestApp } from "./test-app.ts";
import { TEST_ORIGIN } from "./test-app.ts";

let clientCount = 0;

/** Talks to the app as a browser does: keeps cookies, sends the site's Origin, has its own address. */
export class BrowserLikeClient {
  private readonly cookies = new Map<string, string>();
  /** What @hono/node-server hands the app for a real connection, so rate limits see one client. */
  private readonly connection = {
    incoming: {
      socket: {
        remoteAddress: `10.0.${Math.floor(++clientCount / 250)}.${clientCount % 250}`,
        remotePort: 40000,
        remoteFamily: "IPv4",
      },
    },
  };

  constructor(private readonly testApp: TestApp) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", headers.get("origin") ?? TEST_ORIGIN);
    if (this.cookies.size > 0) {
      headers.set(
        "cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await this.testApp.app.request(
      `${TEST_ORIGIN}${path}`,
      {
        ...init,
        headers,
        body,
      },
      this.connection,
    );
    this.keepCookies(response);
    return response;
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const separator = pair!.indexOf("=");
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  post(path: string, json: unknown): Promise<Response> {
    return this.request(path, { method: "POST", json });
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  async signUp(email: string, password = "a-good-passphrase-42"): Promise<Response> {
    return this.post("/api/auth/sign-up/email", { email, password, name: "" });
  }

  /**
   * Opens the link of the confirmation mail sent at sign-up, as its owner does: the address is
   * confirmed and the client signed in. The token is made as Better Auth makes the mailed one.
   */
  async confirmEmail(email: string): Promise<Response> {
    const { secret } = await this.testApp.deps.auth.$context;
    const token = await createEmailVerificationToken(secret, email.toLowerCase());
    return this.get(`/api/auth/verify-email?token=${token}`);
  }

  /** Sign-up and the confirmation link: the account exists and this client is signed in. */
  async createAccount(email: string, password = "a-good-passphrase-42"): Promise<void> {
    const signedUp = await this.signUp(email, password);
    if (!signedUp.ok) throw new Error(`sign-up failed: ${await signedUp.text()}`);
    const confirmed = await this.confirmEmail(email);
    if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  }

  async signIn(email: string, password = "a-good-passphrase-42"): Promise<Response> {
    return this.post("/api/auth/sign-in/email", { email, password });
  }

  /** Sign-up, the confirmation link and the complete-profile step, as a new student does. */
  async registerStudent(
    email: string,
    profile = {
      name: "Nur Aina",
      nickname: "Aina",
      phone: `+60 12-${Math.floor(1e6 + Math.random() * 8e6)}`,
    },
  ): Promise<void> {
    await this.createAccount(email);
    const registered = await this.post("/api/me/registration", profile);
    if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  }
}

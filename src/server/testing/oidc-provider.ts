import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OpenID provider (oidc-provider) standing in for Google: discovery, authorisation with its
 * development login and consent forms, token endpoint and signed ID tokens.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: OidcAccount[];
}) {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  // Listen first, so the issuer can name the port the provider is reached on.
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["studio-test-oidc-cookie-key"] },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: true, name: account.name };
        },
      };
    },
  });
  handle = provider.callback();

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    /**
     * Plays the person at the provider: follows redirects, signs in as `sub` on the login form and
     * accepts the consent form, until the provider sends the browser back to `returnTo`.
     */
    async authorise(authorisationUrl: string, sub: string, returnTo: string): Promise<string> {
      const cookies = new Map<string, string>();
      let next: { url: string; form?: Record<string, string> } = { url: authorisationUrl };
      for (let step = 0; step < 12; step++) {
        const response = await fetch(next.url, {
          redirect: "manual",
          method: next.form ? "POST" : "GET",
          headers: {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
            ...(next.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          body: next.form ? new URLSearchParams(next.form) : undefined,
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(";");
          const separator = pair!.indexOf("=");
          cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1));
        }
        const location = response.headers.get("location");
        if (location) {
          const target = new URL(location, next.url).toString();
          if (target.startsWith(returnTo)) return target;
          next = { url: target };
          continue;
        }
        const page = await response.text();
        const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
        const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
        if (!action || !prompt) throw new Error(`unexpected provider page: ${page.slice(0, 300)}`);
        next = {
          url: new URL(action, next.url).toString(),
          form: prompt === "login" ? { prompt, login: sub, password: "any" } : { prompt },
        };
      }
      throw new Error("the provider did not send the browser back");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

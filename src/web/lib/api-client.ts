import type { ApiErrorBody } from "../../shared/api-error.ts";

/** A failed API call, carrying the server's message so screens can show it as is. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return typeof error === "object" && error !== null && "message" in error;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(
      "We could not reach the studio. Please check your connection and try again.",
      0,
      "network",
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(body)) {
      throw new ApiError(body.error.message, response.status, body.error.code);
    }
    throw new ApiError(`The request failed (HTTP ${response.status}).`, response.status);
  }
  return body as T;
}

function send<T>(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return request<T>(path, {
    method,
    headers: { accept: "application/json", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** The studio API: answers parsed JSON, or throws an ApiError with the server's message. */
export const api = {
  get: <T>(path: string, init: Pick<RequestInit, "credentials"> = {}) =>
    request<T>(path, { headers: { accept: "application/json" }, ...init }),
  post: <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    send<T>("POST", path, body, headers),
  put: <T>(path: string, body: unknown) => send<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => send<T>("PATCH", path, body),
  delete: <T>(path: string) =>
    request<T>(path, { method: "DELETE", headers: { accept: "application/json" } }),
};

import { describe, expect, test, vi } from "vitest";
import { ApiError, apiRequest } from "./api-request";

const json = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });

async function failure(fetchImpl: typeof fetch, options = {}): Promise<ApiError> {
  try {
    await apiRequest("POST", "/api/login", { a: 1 }, { fetchImpl, ...options });
  } catch (err) {
    return err as ApiError;
  }
  throw new Error("expected a failure");
}

describe("apiRequest", () => {
  test("sends credentials, and a JSON content type only when there is a body", async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, {}),
    );
    await apiRequest("POST", "/api/login", { email: "a" }, { fetchImpl });
    await apiRequest("POST", "/api/logout", undefined, { fetchImpl });
    const [withBody, withoutBody] = fetchImpl.mock.calls.map(([, init]) => init);
    expect(withBody).toMatchObject({ credentials: "include", body: '{"email":"a"}' });
    expect(withBody?.headers).toEqual({ "Content-Type": "application/json" });
    expect(withoutBody?.headers).toEqual({});
    expect(withoutBody?.credentials).toBe("include");
  });

  test.each([
    [
      "the JSON message",
      json(401, { message: "Wrong password", error: "nope" }, "Unauthorized"),
      "401: Wrong password",
    ],
    [
      "the JSON error when there is no message",
      json(400, { error: "Bad thing" }, "Bad Request"),
      "400: Bad thing",
    ],
    [
      "the status text when the JSON has neither",
      json(403, { other: 1 }, "Forbidden"),
      "403: Forbidden",
    ],
    [
      "the response text as a last resort",
      new Response("Plain failure", { status: 500 }),
      "500: Plain failure",
    ],
  ])("a failed response's message comes from %s", async (_source, response, message) => {
    const error = await failure(async () => response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.code).toBe("HTTP_ERROR");
    expect(error.status).toBe(response.status);
    expect(error.url).toBe("/api/login");
  });

  test("the error carries the parsed body as details", async () => {
    const error = await failure(async () =>
      json(400, { message: "Check", errors: { email: "Bad" } }),
    );
    expect(error.details).toEqual({ message: "Check", errors: { email: "Bad" } });
  });

  test("a request that takes too long is aborted with a TIMEOUT error", async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        );
      });
    const error = await failure(never, { timeoutMs: 20 });
    expect(error.message).toBe("Request timeout after 20ms: POST /api/login");
    expect(error.code).toBe("TIMEOUT");
  });

  test("the default time-out is 30 seconds", async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const fetchImpl: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new Error("aborted"));
          });
        });
      const pending = apiRequest("GET", "/api/user", undefined, { fetchImpl }).catch((e) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(((await pending) as ApiError).message).toBe(
        "Request timeout after 30000ms: GET /api/user",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  test("a network failure becomes a NETWORK_ERROR", async () => {
    const error = await failure(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(error.message).toBe("Network error: Failed to fetch");
    expect(error.code).toBe("NETWORK_ERROR");
  });
});

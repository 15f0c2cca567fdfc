/** The browser's one way to call the JSON API (docs/requirements.md, "The JSON API the browser uses"). */

const REQUEST_TIMEOUT_MS = 30_000;

export type ApiErrorCode = "HTTP_ERROR" | "TIMEOUT" | "NETWORK_ERROR";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly url: string,
    readonly status?: number,
    /** The parsed JSON body (or text) of a failed response. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

async function readBody(
  response: Response,
): Promise<{ json?: Record<string, unknown>; text: string }> {
  const text = await response.text().catch(() => "");
  try {
    const json = JSON.parse(text);
    return { json: json && typeof json === "object" ? json : undefined, text };
  } catch {
    return { text };
  }
}

/** "{status}: {message}", the message from JSON message, else error, else status text, else body. */
async function errorFrom(response: Response, url: string): Promise<ApiError> {
  const { json, text } = await readBody(response);
  const fromJson =
    typeof json?.message === "string"
      ? json.message
      : typeof json?.error === "string"
        ? json.error
        : undefined;
  const message = fromJson || response.statusText || text || "Request failed";
  return new ApiError(
    `${response.status}: ${message}`,
    "HTTP_ERROR",
    url,
    response.status,
    json ?? text,
  );
}

export interface RequestOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** For tests: the fetch to use. */
  fetchImpl?: typeof fetch;
}

/**
 * Sends credentials always and a JSON content type when there is a body. Resolves with the
 * Response when it is OK; otherwise rejects with an ApiError saying what went wrong.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      credentials: "include",
      headers: {
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...options.headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) {
      throw new ApiError(`Request timeout after ${timeoutMs}ms: ${method} ${url}`, "TIMEOUT", url);
    }
    const reason = err instanceof Error ? err.message : String(err);
    throw new ApiError(`Network error: ${reason}`, "NETWORK_ERROR", url);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw await errorFrom(response, url);
  return response;
}

export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

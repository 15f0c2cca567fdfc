import { afterEach, describe, expect, test, vi } from "vitest";
import { cacheTime, createQueryClient, getQueryFn } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

describe("query client", () => {
  test("defaults: never stale, no focus or interval refetch, no retries", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
    expect(cacheTime).toEqual({ long: 600_000, medium: 300_000, short: 60_000 });
  });

  test("the query function GETs the first key and reads JSON", async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"1"}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const fn = getQueryFn<{ id: string }>({ on401: "throw" });
    const result = await fn({ queryKey: ["/api/user", "ignored"] } as never);
    expect(result).toEqual({ id: "1" });
    expect(fetchMock).toHaveBeenCalledWith("/api/user", expect.objectContaining({ method: "GET" }));
  });

  test("a 401 means 'no user' when asked, and an error otherwise", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"no"}', { status: 401 })),
    );
    await expect(
      getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/user"] } as never),
    ).resolves.toBeNull();
    await expect(
      getQueryFn({ on401: "throw" })({ queryKey: ["/api/user"] } as never),
    ).rejects.toThrow("401: no");
  });
});

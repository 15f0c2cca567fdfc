import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, apiJson } from "./api-request";

/** Cache lifetimes (docs/requirements.md, "How the browser handles answers"). */
export const cacheTime = {
  long: 10 * 60 * 1000,
  medium: 5 * 60 * 1000,
  short: 60 * 1000,
} as const;

/** GETs the query's first key as a path; on a 401 it can answer null ("nobody signed in"). */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>("GET", String(queryKey[0]));
    } catch (err) {
      if (options.on401 === "returnNull" && err instanceof ApiError && err.status === 401)
        return null;
      throw err;
    }
  };
}

/** Queries never go stale or refetch by themselves, and nothing is retried (docs/requirements.md, "How the browser handles answers"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: cacheTime.medium,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

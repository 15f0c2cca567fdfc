import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "~/lib/api/query-client";
import type { PublicUser } from "~/shared/schemas/auth";
import { AuthProvider, USER_QUERY_KEY } from "./use-auth";

/**
 * Query client and session for the parts of the site that talk to the API (/auth and
 * /admin). Public pages do without, so they ship no data-layer JavaScript. The server already
 * knows the user; seeding the query with it avoids asking twice on the first render.
 */
export function AppProviders({
  user,
  children,
}: {
  user?: PublicUser | null;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (user !== undefined) client.setQueryData(USER_QUERY_KEY, user);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

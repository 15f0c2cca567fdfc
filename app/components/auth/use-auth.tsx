import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { apiJson } from "~/lib/api/api-request";
import { fieldErrorsOf } from "~/lib/api/field-errors";
import { getQueryFn } from "~/lib/api/query-client";
import { notify } from "~/lib/notices";
import type { LoginInput, PublicUser, RegisterInput } from "~/shared/schemas/auth";

export const USER_QUERY_KEY = ["/api/user"] as const;

export type SessionState =
  | { status: "unknown" }
  | { status: "signed-in"; user: PublicUser }
  | { status: "signed-out" };

function useAuthState() {
  const queryClient = useQueryClient();
  const userQuery = useQuery<PublicUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: "returnNull" }),
  });
  const storeUser = (user: PublicUser | null) => queryClient.setQueryData(USER_QUERY_KEY, user);
  // A refusal about a field is shown at the field and in the error summary; a toast there
  // would cover the very field it is about. Anything else (network, 401, 429, 500) is toasted.
  const failed = (title: string) => (error: Error) => {
    if (fieldErrorsOf(error)) return;
    notify({ title, description: error.message, tone: "problem" });
  };

  const loginMutation = useMutation({
    mutationFn: (credentials: LoginInput) => apiJson<PublicUser>("POST", "/api/login", credentials),
    onSuccess: storeUser,
    onError: failed("Login failed"),
  });
  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => apiJson<PublicUser>("POST", "/api/register", input),
    onSuccess: storeUser,
    onError: failed("Registration failed"),
  });
  const logoutMutation = useMutation({
    mutationFn: () => apiJson<void>("POST", "/api/logout"),
    onSuccess: () => storeUser(null),
    onError: failed("Logout failed"),
  });

  const session: SessionState = userQuery.isPending
    ? { status: "unknown" }
    : userQuery.data
      ? { status: "signed-in", user: userQuery.data }
      : { status: "signed-out" };
  return { session, userQuery, loginMutation, registerMutation, logoutMutation };
}

type AuthState = ReturnType<typeof useAuthState>;
const AuthContext = createContext<AuthState | null>(null);

/** Session state (docs/requirements.md, "Session states"): unknown until loaded, then a user or none. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={useAuthState()}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}

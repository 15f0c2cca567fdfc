import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "~/components/auth/use-auth";
import { apiRequest } from "~/lib/api/api-request";
import { signInPathFor } from "~/lib/auth/destination";

export const REDIRECT_DELAY_MS = 800;

/**
 * The admin area's browser-side check (docs/requirements.md, "Session states"). The server has already refused
 * visitors; this keeps an open tab honest: it re-checks the session with the server when the
 * area mounts, and leaves for /auth on a 401, a failed check, or a sign-out.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signInPath = signInPathFor(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the admin area mounts
  useEffect(() => {
    let cancelled = false;
    apiRequest("GET", "/api/user", undefined, {
      headers: { "Cache-Control": "no-cache", Pragma: "no-cache" },
    }).catch(() => {
      if (!cancelled) navigate(signInPath, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // A moment to read the message before the page changes.
  useEffect(() => {
    if (session.status !== "signed-out") return;
    const timer = setTimeout(() => navigate(signInPath, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.status, navigate, signInPath]);

  if (session.status === "unknown") {
    return <AdminStatus>Verifying credentials...</AdminStatus>;
  }
  if (session.status === "signed-out") {
    return <AdminStatus>Login required. Redirecting to login page...</AdminStatus>;
  }
  return <>{children}</>;
}

function AdminStatus({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <p role="status" className="text-lg">
        {children}
      </p>
    </main>
  );
}

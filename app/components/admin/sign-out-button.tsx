import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "~/components/auth/use-auth";
import { SiteForm } from "~/components/forms/site-form";

/** Posts to /auth/logout without JavaScript; with it, uses the logout call and its toast. */
export function SignOutButton({ className = "" }: { className?: string }) {
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  const signOut = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logoutMutation.mutate(undefined, { onSuccess: () => navigate("/auth", { replace: true }) });
  };
  return (
    <SiteForm method="post" action="/auth/logout" onSubmit={signOut}>
      <button
        type="submit"
        disabled={logoutMutation.isPending}
        className={`min-h-11 rounded-md border-2 border-current px-4 py-1.5 font-semibold ${className}`}
      >
        {logoutMutation.isPending ? "Signing out..." : "Sign out"}
      </button>
    </SiteForm>
  );
}

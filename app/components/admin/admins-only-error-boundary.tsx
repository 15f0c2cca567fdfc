import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink } from "~/components/site-link";

/**
 * An error boundary for screens only administrators may use. Staff reach the admin area, so a
 * 403 says exactly what they cannot do and whom to ask, inside the admin frame, rather than the
 * layout's "can't use the admin area" page meant for clients. Any other error says so, with a
 * way back to the screens' list. Each screen's boundary draws this with its own words.
 */
export function AdminsOnlyErrorBoundary({
  refusal,
  explanation,
  notFound = "Something went wrong",
  back = { to: "/admin", label: "Back to the dashboard" },
}: {
  /** The 403 heading: "Only administrators can …". */
  refusal: string;
  /** The 403 paragraph: what a staff account cannot do, and to ask an administrator. */
  explanation: ReactNode;
  /** The heading for a 404. */
  notFound?: string;
  /** Where any other error leads back to. */
  back?: { to: string; label: string };
}) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <>
        <h1 className="text-4xl">{refusal}</h1>
        <p className="mt-4 max-w-2xl">{explanation}</p>
        <p className="mt-4">
          <SiteLink to="/admin">Back to the dashboard</SiteLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-4xl">{status === 404 ? notFound : "Something went wrong"}</h1>
      <p className="mt-4">
        <SiteLink to={back.to}>{back.label}</SiteLink>
      </p>
    </>
  );
}

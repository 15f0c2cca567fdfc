import { isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink } from "~/components/site-link";

/**
 * For the firm screens: staff reach the admin area but may not change what the site says about
 * the firm, so a 403 here says exactly that inside the admin frame.
 */
export function FirmErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <h1 className="text-4xl">
        {status === 403
          ? "Only administrators can change the firm's details"
          : "Something went wrong"}
      </h1>
      {status === 403 && (
        <p className="mt-4 max-w-2xl">
          Your account is a staff account. To change the firm's name, numbers, offices or
          disclosures, ask an administrator.
        </p>
      )}
      <p className="mt-4">
        <SiteLink to="/admin">Back to the dashboard</SiteLink>
      </p>
    </>
  );
}

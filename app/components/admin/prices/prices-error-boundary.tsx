import { isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink } from "~/components/site-link";

/**
 * For the price screens: staff reach the admin area but cannot change the firm's prices, so a
 * 403 here says exactly that inside the admin frame (as the users screens do).
 */
export function PricesErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <>
        <h1 className="text-4xl">Only administrators can change prices</h1>
        <p className="mt-4 max-w-2xl">
          Your account is a staff account. To change a price, the lead lawyer on a service page or
          the date prices were reviewed, ask an administrator.
        </p>
        <p className="mt-4">
          <SiteLink to="/admin">Back to the dashboard</SiteLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-4xl">{status === 404 ? "No such price page" : "Something went wrong"}</h1>
      <p className="mt-4">
        <SiteLink to="/admin/prices">Back to prices</SiteLink>
      </p>
    </>
  );
}

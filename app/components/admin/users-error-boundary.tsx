import { isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink } from "~/components/site-link";

/**
 * For the users screens: staff reach the admin area but not user management, so a 403 here
 * says exactly that inside the admin frame, rather than the layout's "can't use the admin
 * area" page meant for clients.
 */
export function UsersErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <>
        <h1 className="text-4xl">Only administrators can manage users</h1>
        <p className="mt-4 max-w-2xl">
          Your account is a staff account. To add someone, change a role or disable an account, ask
          an administrator.
        </p>
        <p className="mt-4">
          <SiteLink to="/admin">Back to the dashboard</SiteLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-4xl">{status === 404 ? "No such user" : "Something went wrong"}</h1>
      <p className="mt-4">
        <SiteLink to="/admin/users">Back to users</SiteLink>
      </p>
    </>
  );
}

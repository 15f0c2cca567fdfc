import { isRouteErrorResponse, Outlet } from "react-router";
import { PublicChrome } from "~/components/layout/public-chrome";
import { ErrorMessage, NotFoundMessage, TooLargeMessage } from "~/components/not-found-message";
import type { Route } from "./+types/layout";

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}

/** Errors in any public page (including an unknown slug's 404) keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PublicChrome>
      {status === 404 ? (
        <NotFoundMessage />
      ) : status === 413 ? (
        <TooLargeMessage />
      ) : (
        <ErrorMessage />
      )}
    </PublicChrome>
  );
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? "Page not found"
      : status === 413
        ? "Too much to send"
        : "Something went wrong";
  return [{ title: `${title} | Carrow & Hale` }, { name: "robots", content: "noindex" }];
};

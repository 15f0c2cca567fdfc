import { isRouteErrorResponse, Outlet } from "react-router";
import { PublicChrome } from "~/components/layout/public-chrome";
import { ErrorMessage, NotFoundMessage } from "~/components/not-found-message";
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <PublicChrome>{notFound ? <NotFoundMessage /> : <ErrorMessage />}</PublicChrome>;
}

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [{ title: "Page not found | Carrow & Hale" }, { name: "robots", content: "noindex" }]
    : [];

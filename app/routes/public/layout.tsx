import { isRouteErrorResponse, Outlet } from "react-router";
import { PublicChrome } from "~/components/layout/public-chrome";
import {
  ErrorMessage,
  NotFoundMessage,
  RefusedMessage,
  TooLargeMessage,
  UnreadableMessage,
  WrongMethodMessage,
} from "~/components/not-found-message";
import { siteMeta } from "~/lib/meta";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { kind: "reading" };

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}

/** What a public page shows for an error, and its title: one entry per status, 500 for the rest. */
function errorPageFor(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { title: "Page not found", Message: NotFoundMessage };
  if (status === 413) return { title: "Too much to send", Message: TooLargeMessage };
  if (status === 400 || status === 415) {
    return { title: "We could not read what was sent", Message: UnreadableMessage };
  }
  if (status === 405) return { title: "That cannot be done here", Message: WrongMethodMessage };
  if (status >= 400 && status < 500) {
    return { title: "We could not accept that request", Message: RefusedMessage };
  }
  return { title: "Something went wrong", Message: ErrorMessage };
}

/** Errors in any public page (including an unknown slug's 404) keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { Message } = errorPageFor(error);
  return (
    <PublicChrome>
      <Message />
    </PublicChrome>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  error
    ? [
        { title: `${errorPageFor(error).title} | ${siteMeta(matches).firm.shortName}` },
        { name: "robots", content: "noindex" },
      ]
    : [];

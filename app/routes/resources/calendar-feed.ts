import { notFound } from "~/lib/not-found";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/calendar-feed";

// The secret in the address is the key to a lawyer's diary: never stored by any cache.
export const handle: RouteHandle = { kind: "resource", private: true };

const personal = { "Cache-Control": "private, no-store" };

/** The token in "/calendar/{token}.ics", or null for any other last segment. */
function tokenOf(segment: string): string | null {
  const token = segment.endsWith(".ics") ? segment.slice(0, -".ics".length) : "";
  return secretTokenPattern.test(token) ? token : null;
}

/**
 * A lawyer's calendar feed, for Outlook, Google or Apple Calendar to subscribe to. A malformed,
 * unknown or revoked address is the same bare 404; every fetch counts against the address's
 * limit first, so guessing is slow whatever the guess.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await context.services.calendarFeeds.fileFor(
    tokenOf(params.feed),
    context.clientIp,
  );
  if (answer.kind === "rate-limited") {
    return new Response("Too many requests. Try again later.\n", {
      status: 429,
      headers: {
        ...personal,
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(answer.retryAfterSeconds),
      },
    });
  }
  if (answer.kind === "not-found") notFound();
  return new Response(answer.ics, {
    headers: { ...personal, "Content-Type": "text/calendar; charset=utf-8" },
  });
}

import { ShortPage } from "~/components/content/short-page";
import { SiteLink } from "~/components/site-link";
import { accountClosedWords } from "~/content/legal/account-closure";
import { siteMeta } from "~/lib/meta";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/account-closed";

export const handle: RouteHandle = { kind: "working", private: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteMeta(matches).fullTitle({ title: "Your Account Is Closed" }) },
  { name: "robots", content: "noindex" },
];

export default function AccountClosed() {
  return (
    <ShortPage heading="Your account is closed">
      {accountClosedWords.map((words) => (
        <p key={words} className="mb-4">
          {words}
        </p>
      ))}
      <p className="mt-4">
        <SiteLink to="/">Back to the home page</SiteLink>
      </p>
    </ShortPage>
  );
}

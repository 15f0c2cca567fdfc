import { SiteLink } from "~/components/site-link";

/** A list screen's heading, with the way to add a new one beside it. */
export function AdminListHeading({
  title,
  add,
}: {
  title: string;
  add: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-4xl">{title}</h1>
      <SiteLink
        to={add.to}
        className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 py-2 font-semibold text-white no-underline hover:bg-accent-800"
      >
        {add.label}
      </SiteLink>
    </div>
  );
}

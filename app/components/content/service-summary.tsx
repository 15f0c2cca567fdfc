import { SiteLink } from "~/components/site-link";

/**
 * A service's card text: its name, linking to its page, over a line about it. The home page's
 * featured services and the /services list show services the same way.
 */
export function ServiceSummary({
  slug,
  title,
  summary,
  headingLevel,
}: {
  slug: string;
  title: string;
  summary: string;
  headingLevel: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <>
      <H className="text-heading">
        <SiteLink to={`/services/${slug}`}>{title}</SiteLink>
      </H>
      <p className="mt-2">{summary}</p>
    </>
  );
}

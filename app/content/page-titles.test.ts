import { describe, expect, test } from "vitest";
import { fullTitle } from "~/lib/meta";
import { firm, localServiceSlugs } from "~/shared/firm/facts";
import complaints from "./legal/complaints";
import privacyPolicy from "./legal/privacy-policy";
import terms from "./legal/terms";
import { areaPages } from "./locations";
import { pricePages } from "./prices";
import { servicePages } from "./services";
import type { PageMeta } from "./types";

const suffix = ` | ${firm.shortName}`;

/** The <title> the page gets: pageMeta() builds it with fullTitle(). */
const rendered = (meta: PageMeta) => fullTitle(meta);

describe("every page title carries the firm's name", () => {
  const areaTitles = areaPages.flatMap((area) => [
    [`/locations/${area.slug}`, area.meta] as const,
    ...localServiceSlugs.map(
      (slug) => [`/locations/${area.slug}/${slug}`, area.services[slug].meta] as const,
    ),
  ]);

  test("there is a title for each of the 12 areas and its 3 services", () => {
    expect(areaTitles).toHaveLength(12 * 4);
  });

  test.each(areaTitles)("%s ends with the suffix", (_path, meta) => {
    expect(rendered(meta)).toBe(`${meta.title}${suffix}`);
  });

  test.each([
    ...servicePages.map((p) => [`/services/${p.path}`, p.meta] as const),
    ...pricePages.map((p) => [`price page ${p.slug}`, p.meta] as const),
    ...[privacyPolicy, terms, complaints].map((d) => [d.heading, d.meta] as const),
  ])("%s ends with the suffix", (_path, meta) => {
    expect(rendered(meta)).toBe(`${meta.title}${suffix}`);
  });
});

import type { MetaDescriptor } from "react-router";
import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import {
  contentPageMeta,
  placedPageMeta,
  placeInSection,
  secretLinkPageMeta,
  siteMeta,
  unlistedPageMeta,
} from "./meta";

const place = {
  siteUrl: "https://example.test",
  path: "/services/family-law",
  crumbs: [
    { name: "Services", path: "/services" },
    { name: "Family law", path: "/services/family-law" },
  ],
};

const jsonLdOf = (meta: MetaDescriptor[]) =>
  meta.flatMap((m) =>
    "script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : [],
  );
const contentOf = (meta: MetaDescriptor[], key: string, value: string) => {
  const tag: Record<string, unknown> | undefined = meta.find(
    (m) => (m as Record<string, unknown>)[key] === value,
  );
  return tag?.content;
};

describe("placedPageMeta", () => {
  test("the canonical address is the site's origin and the page's path", () => {
    const meta = placedPageMeta(place, { title: "Family Law", description: "About family law." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.test/services/family-law",
    });
    expect(contentOf(meta, "property", "og:url")).toBe("https://example.test/services/family-law");
    expect(contentOf(meta, "name", "description")).toBe("About family law.");
  });

  test("the trail comes first as a BreadcrumbList from Home, then the page's own data in order", () => {
    const faq = { "@type": "FAQPage" };
    const person = { "@type": "Person" };
    const ld = jsonLdOf(
      placedPageMeta(place, { title: "Family Law", description: "d" }, [faq, person]),
    );
    expect(ld).toHaveLength(3);
    expect(ld[0]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://example.test/" },
        { position: 2, name: "Services", item: "https://example.test/services" },
        { position: 3, name: "Family law", item: "https://example.test/services/family-law" },
      ],
    });
    expect(ld.slice(1)).toEqual([faq, person]);
  });

  test("the head's own settings pass through", () => {
    const meta = placedPageMeta(place, {
      title: "Eleanor Carrow",
      description: "d",
      ogType: "profile",
    });
    expect(contentOf(meta, "property", "og:type")).toBe("profile");
    expect(meta[0]).toEqual({ title: "Eleanor Carrow | Carrow & Hale" });
  });
});

describe("contentPageMeta", () => {
  test("nothing while there is no loader data (an error page brings its own)", () => {
    expect(contentPageMeta({ loaderData: undefined, matches: [] })).toEqual([]);
  });

  test("the title and description come from the page's meta, the rest from its place", () => {
    const meta = contentPageMeta({
      loaderData: { ...place, meta: { title: "Family Law", description: "About family law." } },
      matches: [],
    });
    expect(meta).toEqual(
      placedPageMeta(place, { title: "Family Law", description: "About family law." }),
    );
  });
});

describe("unlistedPageMeta", () => {
  test("asks search engines to leave the page out", () => {
    const meta = unlistedPageMeta("https://example.test", {
      title: "Message Sent",
      description: "d",
      path: "/contact/sent",
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.test/contact/sent",
    });
  });

  test("without loader data the canonical link is the bare path", () => {
    const meta = unlistedPageMeta(undefined, {
      title: "Offline",
      description: "d",
      path: "/offline",
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "/offline" });
  });
});

describe("secretLinkPageMeta", () => {
  test("keeps the page out of search and its address out of other sites' logs", () => {
    const meta = secretLinkPageMeta("Set a Password");
    expect(contentOf(meta, "name", "robots")).toBe("noindex");
    expect(contentOf(meta, "name", "referrer")).toBe("same-origin");
  });

  test("names no canonical address or sharing tags: the address holds a one-time token", () => {
    const meta = secretLinkPageMeta("Set a Password");
    expect(meta.some((m) => "tagName" in m && m.tagName === "link")).toBe(false);
    expect(meta.some((m) => "property" in m)).toBe(false);
  });
});

describe("placeInSection", () => {
  test("the page's own address is its canonical path and the last step of a trail from the section", () => {
    const section = { name: "News and insights", path: "/insights" };
    const page = { name: "Buying a home", path: "/insights/buying-a-home" };
    expect(placeInSection("https://example.test", section, page)).toEqual({
      siteUrl: "https://example.test",
      path: "/insights/buying-a-home",
      crumbs: [section, page],
    });
  });
});

describe("siteMeta", () => {
  test("titles and sharing tags carry the firm's names the root loader read", () => {
    const renamed = { ...defaultFirmFacts, name: "Hale & Carrow LLP", shortName: "Hale & Carrow" };
    const head = siteMeta([{ id: "root", data: { firm: renamed } }]).placedPageMeta(place, {
      title: "Family Law",
      description: "About family law.",
    });
    expect(head).toContainEqual({ title: "Family Law | Hale & Carrow" });
    expect(head).toContainEqual({ property: "og:site_name", content: "Hale & Carrow LLP" });
    expect(JSON.stringify(head)).not.toContain(defaultFirmFacts.shortName);
  });

  test("with no root data (its own error page) the sample names stand in", () => {
    expect(siteMeta([]).fullTitle({ title: "Sign In" })).toBe(
      `Sign In | ${defaultFirmFacts.shortName}`,
    );
  });
});

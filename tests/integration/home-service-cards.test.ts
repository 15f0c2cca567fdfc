import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { homePage } from "~/content/pages/home";
import { practiceAreas } from "~/shared/firm/facts";
import { createTestApp, type TestApp } from "./support/test-app";

describe("the home page's services", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** How many links in this slice of the page go to the service's own page. */
  const linksTo = (html: string, slug: string) =>
    html.match(new RegExp(`href="/services/${slug}"`, "g"))?.length ?? 0;

  test("the three featured services have a card each and are left out of the list below", async () => {
    const html = (await request(t.app).get("/").expect(200)).text;
    const band = html.slice(
      html.indexOf('id="services-heading"'),
      html.indexOf('id="why-heading"'),
    );
    const listStart = band.indexOf("Our other practice areas");
    expect(listStart).toBeGreaterThan(-1);
    const cards = band.slice(0, listStart);
    const list = band.slice(listStart);

    const featured: string[] = homePage.serviceCards.map((card) => card.slug);
    expect(featured).toEqual(["wills-probate", "conveyancing", "family-law"]);
    for (const slug of featured) {
      expect(linksTo(cards, slug), slug).toBeGreaterThan(0);
      expect(linksTo(list, slug), slug).toBe(0);
    }
    // Every other practice area is still listed, once.
    for (const area of practiceAreas.filter((p) => !featured.includes(p.slug))) {
      expect(linksTo(list, area.slug), area.slug).toBe(1);
    }
  });
});

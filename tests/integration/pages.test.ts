import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { servicePages } from "~/content/services";
import { areas, firm, practiceAreas } from "~/shared/firm/facts";
import { signedInAs } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

describe("server-rendered pages and chrome", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("home is full HTML with the header strip, menu, footer and lang en-GB", async () => {
    const res = await request(t.app).get("/").expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toMatch(/<a[^>]*href="\/consultation"[^>]*>Book Free Appointment<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Get In Touch<\/a>/);
    const logo = html.match(/<a[^>]*aria-label="Carrow &amp; Hale Solicitors, home"[^>]*>/)?.[0];
    expect(logo).toContain('href="/"');
    for (const area of practiceAreas) expect(html).toContain(`href="/services/${area.slug}"`);
    for (const area of areas) expect(html).toContain(`href="/locations/${area.slug}"`);
    expect(html).toContain(`SRA number ${firm.sraNumber}`);
    expect(html).toContain(`href="${firm.phoneHref}"`);
    expect(html).toContain(`href="${firm.emailHref}"`);
    expect(html).toContain(`© ${new Date().getFullYear()}`);
    expect(html).toMatch(
      /<iframe[^>]*src="https:\/\/cdn\.yoshki\.com\/iframe\/55845r\.html"[^>]*title="SRA digital badge/,
    );
    // Inside <noscript> in its box: shown as it is without script, put in by the enhancement
    // script when the box nears the viewport otherwise (ADR 037).
    expect(html).toMatch(
      /<div data-sra-badge=""[^>]*><noscript><iframe[^>]*cdn\.yoshki\.com[^>]*title="SRA digital badge: Carrow &amp; Hale Solicitors[^"]*"[^>]*><\/iframe><\/noscript><\/div>/,
    );
  });

  test("every page preloads the three faces it shows above the fold, the same files its stylesheet names", async () => {
    for (const path of ["/", "/contact", "/consultation"]) {
      const html = (await request(t.app).get(path).expect(200)).text;
      const fonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+)"[^>]*as="font"/g)]
        .map((m) => m[1] as string)
        .sort();
      // The semibold sans is every label's and button's: left to the stylesheet, its late
      // arrival laid the whole page out again after the first paint (ADR 036).
      expect(
        fonts.map((href) => href.replace(/-[\w-]{8}\.woff2$/, "")),
        path,
      ).toEqual([
        "/assets/source-sans-3-core-400-normal",
        "/assets/source-sans-3-core-600-normal",
        "/assets/source-serif-4-core-600-normal",
      ]);
      const stylesheet = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1] ?? "";
      const css = (await request(t.app).get(stylesheet).expect(200)).text;
      for (const href of fonts) expect(css, href).toContain(`url(${href})`);
    }
  });

  test("pages share a real image when linked on social media", async () => {
    const html = (await request(t.app).get("/about").expect(200)).text;
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    expect(image).toBe(`${t.config.siteUrl}/images/og-default.png`);
    const res = await request(t.app).get(new URL(image).pathname).expect(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  test("each office address from the config appears in the footer", async () => {
    const html = (await request(t.app).get("/").expect(200)).text;
    for (const office of firm.offices) {
      expect(html).toContain(office.streetAddress);
      expect(html).toContain(office.postcode);
    }
  });

  test("an unknown path is a 404 page inside the public chrome", async () => {
    const res = await request(t.app).get("/no-such-page").expect(404);
    expect(res.text).toContain("We can&#x27;t find that page");
    expect(res.text).toContain("Book Free Appointment");
    expect(res.text).toContain('content="noindex"');
  });

  test("an unknown path under /admin is a 404 without the public header and footer", async () => {
    const staff = await signedInAs(t, "staff");
    const res = await request(t.app)
      .get("/admin/no-such-page")
      .set("Cookie", staff.cookie)
      .expect(404);
    expect(res.text).toContain("Page not found");
    expect(res.text).not.toContain("Book Free Appointment");
    expect(res.text).not.toContain("Areas We Cover");
  });

  test.each(["/about", "/services", "/contact"])(
    "%s renders with its own title and canonical link",
    async (path) => {
      const res = await request(t.app).get(path).expect(200);
      const titles = res.text.match(/<title>([^<]+)<\/title>/g) ?? [];
      expect(titles).toHaveLength(1);
      expect(res.text).toContain(`<link rel="canonical" href="${t.config.siteUrl}${path}"/>`);
      expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );

  test("every service page and conveyancing guide shows its practice area's drawing, decoratively, from 640 px only", async () => {
    for (const page of servicePages) {
      const html = (await request(t.app).get(`/services/${page.path}`).expect(200)).text;
      const drawing = `/images/services/${page.practiceArea}.svg`;
      const picture = html.match(/<picture>.*?<\/picture>/s)?.[0] ?? "";
      // A phone hides the drawing, so it is given a blank and never fetches or draws it.
      expect(picture, page.path).toMatch(
        new RegExp(`<source media="\\(min-width: 640px\\)" srcSet="${drawing}"`),
      );
      expect(picture, page.path).toMatch(/<img[^>]*src="data:image\/gif;base64,[^"]*"[^>]*alt=""/);
      expect(html, page.path).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
    }
  });

  test("the firm's mark is drawn by CSS, not a picture: no SVG document per logo", async () => {
    const html = (await request(t.app).get("/about").expect(200)).text;
    const logos = [...html.matchAll(/<a[^>]*aria-label="[^"]*, home"[^>]*>(.*?)<\/a>/gs)];
    expect(logos).toHaveLength(2);
    for (const [, inside = ""] of logos) {
      expect(inside).toContain('data-logo-mark=""');
      expect(inside).not.toContain("<img");
      // The letters are generated content: none in the link's text (WCAG 2.5.3, as before).
      expect(inside.replace(/<[^>]*>/g, "")).not.toContain("C&amp;H");
    }
  });

  test("the home page's first screen: heading, both actions and the drawing, then the trust strip right under it", async () => {
    const html = (await request(t.app).get("/").expect(200)).text;
    const main = html.slice(html.indexOf("<main"));
    const at = (text: string) => {
      const index = main.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    const heading = at('id="home-heading"');
    const booking = at('href="/consultation"');
    const call = at(`href="${firm.phoneHref}"`);
    const drawing = at('viewBox="0 0 1440 480"');
    const trust = at('id="trust-heading"');
    const services = at("How we can help");
    expect([heading, booking, call, drawing, trust, services]).toEqual(
      [heading, booking, call, drawing, trust, services].sort((a, b) => a - b),
    );
    const strip = main.slice(trust, services);
    expect(strip).toContain("Regulated by the SRA");
    expect(strip).toMatch(new RegExp(`href="${firm.sraRegisterUrl}"[^>]*>${firm.sraNumber}<`));
    expect(strip).toContain(`Since ${firm.founded}`);
    expect(strip).toContain("Two offices");
    expect(strip).toContain("Bramhall and Heaton Moor");
    expect(strip).toContain("Free first consultation");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { findOffice, firm } from "~/shared/firm/facts";
import { OfficeCard, OfficeMapLink } from "./office-card";

const office = findOffice("bramhall");

describe("OfficeMapLink", () => {
  test("opens the office's map in a new tab, and says so to screen readers", () => {
    const html = renderToStaticMarkup(<OfficeMapLink office={office} />);
    expect(html).toBe(
      `<a href="${office.mapUrl.replaceAll("&", "&amp;")}" rel="noopener" target="_blank">Find ${office.locality} on a map<span class="sr-only"> (opens in a new tab)</span></a>`,
    );
  });
});

describe("OfficeCard", () => {
  test("is a named aside with the office's name, its map link and the firm's phone", () => {
    const html = renderToStaticMarkup(
      <OfficeCard officeId="bramhall" heading="Your nearest office" />,
    );
    expect(html).toMatch(/^<aside aria-label="Your nearest office"/);
    expect(html).toContain(`>${office.name}</p>`);
    expect(html).toContain(`Find ${office.locality} on a map`);
    expect(html).toContain(`href="${firm.phoneHref}"`);
  });
});

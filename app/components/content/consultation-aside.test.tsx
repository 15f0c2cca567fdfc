import { describe, expect, test } from "vitest";
import { renderInRouter } from "~/components/testing/render-in-router";
import { firm } from "~/shared/firm/facts";
import { ConsultationAside } from "./consultation-aside";

const lead = {
  slug: "hannah-doyle",
  name: "Hannah Doyle",
  role: "Partner",
  office: "heaton-moor",
  practiceAreas: ["Family Law"],
};

describe("ConsultationAside", () => {
  test("books first, then gives the published price with where it is published", () => {
    const html = renderInRouter(
      <ConsultationAside
        price={{
          kind: "published",
          headline: "From £950 + VAT",
          detail: "Our fixed legal fee for a price up to £150,000",
          href: "/compliance/residential-purchase",
          linkText: "See our published prices",
        }}
      />,
    );
    expect(html.indexOf('href="/consultation"')).toBeLessThan(html.indexOf("From £950 + VAT"));
    expect(html).toContain('href="/compliance/residential-purchase"');
    expect(html).toContain("See our published prices");
  });

  test("where there is no published price, says how fees are set and shows no figure", () => {
    const html = renderInRouter(
      <ConsultationAside price={{ kind: "how-set", text: "Usually hourly rates." }} />,
    );
    expect(html).toContain("Usually hourly rates.");
    expect(html).not.toMatch(/£\d/);
  });

  test("names the lead lawyer with a link to their page, and keeps the phone number on one line", () => {
    const html = renderInRouter(<ConsultationAside lead={lead} />);
    expect(html).toContain('href="/team/hannah-doyle"');
    expect(html).toContain("Partner");
    const phoneLink = html.match(/<a href="tel:[^"]*" class="([^"]*)">(.*?)<\/a>/);
    expect(phoneLink?.[1]).toContain("whitespace-nowrap");
    expect(phoneLink?.[2]).toContain(firm.phone);
  });

  test("without a price or a lawyer, still offers the booking, the phone and the hours", () => {
    const html = renderInRouter(<ConsultationAside />);
    expect(html).not.toContain(">Price<");
    expect(html).not.toContain("Your lawyer");
    expect(html).toContain('href="/consultation"');
    expect(html).toContain("Monday to Friday");
  });
});

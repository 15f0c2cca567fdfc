import { describe, expect, test } from "vitest";
import { renderInRouter } from "~/components/testing/render-in-router";
import { firm } from "~/shared/firm/facts";
import { ButtonLink } from "../ui/button-link";
import { CallToAction, NextStepButtons } from "./call-to-action";

const render = (ui: React.ReactNode) => renderInRouter(ui);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe("NextStepButtons", () => {
  test("offers the free consultation first, then a call", () => {
    const html = render(<NextStepButtons className="mt-8" />);
    expect(hrefs(html)).toEqual(["/consultation", firm.phoneHref]);
    expect(html).toContain("Book a free consultation");
    // One flex item, so the button's gap never opens between "Call" and the number.
    expect(html).toContain(
      `<span>Call <span class="whitespace-nowrap">${firm.phone}</span></span>`,
    );
    expect(html).toMatch(/^<div class="mt-8 flex flex-wrap gap-3 sm:gap-4">/);
  });

  test("compact, the call fits one line of a phone beside the booking button", () => {
    const html = render(<NextStepButtons className="mt-6" size="compact" />);
    expect(hrefs(html)).toEqual(["/consultation", firm.phoneHref]);
    expect(html).toContain('<span class="sm:hidden">Call us</span>');
    expect(html).toContain(
      `<span class="hidden sm:inline">Call <span class="whitespace-nowrap">${firm.phone}</span></span>`,
    );
    expect(html).toContain("min-h-11");
  });

  test("a page may offer another second step instead of the call", () => {
    const html = render(
      <NextStepButtons
        className="mt-6"
        other={
          <ButtonLink to="/contact" variant="secondary">
            Send us a message
          </ButtonLink>
        }
      />,
    );
    expect(hrefs(html)).toEqual(["/consultation", "/contact"]);
    expect(html).not.toContain("Call ");
  });
});

test("the call to action is a 'Next steps' section with its heading, text and both buttons", () => {
  const html = render(<CallToAction heading="Talk to us" body="It is free." />);
  expect(html).toMatch(/^<section aria-label="Next steps"/);
  expect(html).toContain(">Talk to us</h2>");
  expect(html).toContain("It is free.");
  expect(hrefs(html)).toEqual(["/consultation", firm.phoneHref]);
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { FirmFactsProvider } from "~/lib/firm/use-firm";
import { defaultFirmFacts, firm } from "~/shared/firm/facts";
import { PhoneLink, PhoneNumber } from "./phone-number";

const oneLine = `<span class="whitespace-nowrap">${firm.phone}</span>`;

describe("the firm's phone number never breaks across lines", () => {
  test("the number sits whole in a no-wrap element", () => {
    expect(renderToStaticMarkup(<PhoneNumber />)).toBe(oneLine);
  });

  test("the link dials the firm and holds the number in that element", () => {
    expect(renderToStaticMarkup(<PhoneLink />)).toBe(`<a href="${firm.phoneHref}">${oneLine}</a>`);
  });
});

test("the number is the one the firm facts give, not a fixed one", () => {
  const facts = { ...defaultFirmFacts, phone: "0161 496 0999", phoneHref: "tel:+441614960999" };
  expect(
    renderToStaticMarkup(
      <FirmFactsProvider facts={facts}>
        <PhoneLink />
      </FirmFactsProvider>,
    ),
  ).toBe('<a href="tel:+441614960999"><span class="whitespace-nowrap">0161 496 0999</span></a>');
});

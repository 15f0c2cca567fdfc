import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { firm } from "~/config/firm";
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

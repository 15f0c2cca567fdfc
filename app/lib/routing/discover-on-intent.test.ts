// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { DISCOVER_ON_INTENT, discoverRoutesOnIntent } from "./discover-on-intent";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = `
    <a id="framework" href="/consultation" ${DISCOVER_ON_INTENT}=""><span id="inside">Book</span></a>
    <a id="reading" href="/about">About</a>
    <a id="told" href="/contact" ${DISCOVER_ON_INTENT}="" data-discover="true">Contact</a>`;
  stop = discoverRoutesOnIntent(document);
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { framework: get("framework"), inside: get("inside"), reading: get("reading") };
}

const pointAt = (el: Element) =>
  el.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));

test("nothing is looked up until someone shows intent", () => {
  page();
  // Only the link that asked for it before (React Router's own default) is marked.
  expect([...document.querySelectorAll("[data-discover]")].map((a) => a.id)).toEqual(["told"]);
});

test("pointing at a link's content marks that link, and only it, for React Router's lookup", () => {
  const { framework, inside, reading } = page();
  pointAt(inside);
  expect(framework.getAttribute("data-discover")).toBe("true");
  pointAt(reading);
  // A link to a reading page is a full page load: there is no route to learn.
  expect(reading.hasAttribute("data-discover")).toBe(false);
});

test("reaching a link by keyboard marks it too", () => {
  const { framework } = page();
  framework.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  expect(framework.getAttribute("data-discover")).toBe("true");
});

test("once stopped, intent marks nothing", () => {
  const { framework } = page();
  stop?.();
  stop = undefined;
  pointAt(framework);
  expect(framework.hasAttribute("data-discover")).toBe(false);
});

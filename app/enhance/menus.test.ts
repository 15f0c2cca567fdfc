// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enhanceMenus } from "./menus";

function menu(id: string) {
  return `<details data-menu id="${id}"><summary>${id}</summary><ul><li><a href="/${id}/a">A</a></li><li><a href="/${id}/b">B</a></li></ul></details>`;
}

describe("enhanceMenus", () => {
  let stop: () => void;
  const get = (id: string) => document.getElementById(id) as HTMLDetailsElement;
  const toggle = async (el: HTMLDetailsElement, open: boolean) => {
    el.open = open;
    // happy-dom raises toggle like browsers do; dispatch it ourselves where it does not.
    el.dispatchEvent(new Event("toggle"));
  };

  beforeEach(() => {
    document.body.innerHTML = `<nav>${menu("services")}${menu("prices")}</nav><main><button id="outside">x</button></main>`;
    stop = enhanceMenus(document);
  });
  afterEach(() => stop());

  it("keeps one menu open at a time", async () => {
    await toggle(get("services"), true);
    await toggle(get("prices"), true);
    expect(get("services").open).toBe(false);
    expect(get("prices").open).toBe(true);
  });

  it("closes on Escape and returns focus to the menu's summary", async () => {
    await toggle(get("services"), true);
    (get("services").querySelector("a") as HTMLElement).focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(get("services").open).toBe(false);
    expect(document.activeElement).toBe(get("services").querySelector("summary"));
  });

  it("leaves focus where it is when Escape is pressed outside the open menu", async () => {
    await toggle(get("services"), true);
    (document.getElementById("outside") as HTMLElement).focus();
    get("services").open = true;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(get("services").open).toBe(false);
    expect(document.activeElement?.id).toBe("outside");
  });

  it("closes when the pointer goes down outside it, not inside", async () => {
    await toggle(get("services"), true);
    get("services")
      .querySelector("a")
      ?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(get("services").open).toBe(true);
    document.getElementById("outside")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(get("services").open).toBe(false);
  });

  it("closes when focus leaves the menu", async () => {
    await toggle(get("services"), true);
    (get("services").querySelector("a") as HTMLElement).focus();
    expect(get("services").open).toBe(true);
    (document.getElementById("outside") as HTMLElement).focus();
    expect(get("services").open).toBe(false);
  });

  it("closes when one of its links is followed", async () => {
    await toggle(get("services"), true);
    const link = get("services").querySelector("a") as HTMLAnchorElement;
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(get("services").open).toBe(false);
  });

  it("never sets aria-expanded: the summary's native state says it", async () => {
    await toggle(get("services"), true);
    expect(document.querySelector("[aria-expanded]")).toBeNull();
  });

  it("closes every menu as the page is left, so the back/forward cache keeps it closed", async () => {
    await toggle(get("services"), true);
    window.dispatchEvent(new Event("pagehide"));
    expect(get("services").open).toBe(false);
  });

  it("stops listening when stopped", async () => {
    stop();
    await toggle(get("services"), true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(get("services").open).toBe(true);
    stop = enhanceMenus(document);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { HELD_MODULE_TYPE } from "~/shared/html/held-framework";
import { startHeldFramework } from "./hydrate";

function holdScript() {
  const held = document.createElement("script");
  held.type = HELD_MODULE_TYPE;
  held.nonce = "n0nce";
  held.dataset.modules = "/assets/manifest.js /assets/entry.client.js";
  held.text = 'import("/assets/entry.client.js");';
  // Never run by the test's document: only the type matters here.
  document.body.append(held);
  return held;
}

const moduleScripts = () => document.querySelectorAll<HTMLScriptElement>('script[type="module"]');
const linked = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) =>
    l.getAttribute("href"),
  );
const preloads = () => linked("modulepreload");
const prefetches = () => linked("prefetch");

describe("startHeldFramework", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    for (const link of document.head.querySelectorAll("link")) link.remove();
  });

  it("runs nothing until the visitor acts or the page has loaded", () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    holdScript();
    startHeldFramework(window);
    vi.advanceTimersByTime(10_000);
    expect(moduleScripts()).toHaveLength(0);
    expect(preloads()).toEqual([]);
    expect(prefetches()).toEqual([]);
  });

  it("at the first focus, runs the held script in its place, with its nonce and preloads", () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const held = holdScript();
    const after = document.createElement("p");
    document.body.append(after);
    startHeldFramework(window);
    document.dispatchEvent(new FocusEvent("focusin"));
    vi.advanceTimersByTime(0);
    const [script] = moduleScripts();
    expect(script?.text).toBe(held.text);
    expect(script?.nonce).toBe("n0nce");
    expect(script?.nextElementSibling).toBe(after);
    expect(held.isConnected).toBe(false);
    expect(preloads()).toEqual(["/assets/manifest.js", "/assets/entry.client.js"]);
    // Once only, whatever else the visitor does.
    window.dispatchEvent(new Event("pointerdown"));
    document.dispatchEvent(new FocusEvent("focusin"));
    vi.advanceTimersByTime(10_000);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("once loaded and idle, fetches its modules into the cache, compiling and running nothing", () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    holdScript();
    startHeldFramework(window);
    vi.advanceTimersByTime(10_000);
    expect(prefetches()).toEqual(["/assets/manifest.js", "/assets/entry.client.js"]);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    // As the module loader asks (CORS), so its request is answered from the cache.
    expect(link?.as).toBe("script");
    expect(link?.crossOrigin).toBe("anonymous");
    // A module preload would compile each module on the main thread.
    expect(preloads()).toEqual([]);
    expect(moduleScripts()).toHaveLength(0);
    // The first pointer movement runs it, the whole graph preloaded at once.
    window.dispatchEvent(new Event("pointermove"));
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads()).toEqual(["/assets/manifest.js", "/assets/entry.client.js"]);
  });

  it("a touch before the parser reaches the held script waits for the load", () => {
    vi.useFakeTimers();
    const state = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    startHeldFramework(window);
    window.dispatchEvent(new Event("touchstart"));
    vi.advanceTimersByTime(0);
    holdScript();
    state.mockReturnValue("complete");
    vi.advanceTimersByTime(1_000);
    expect(moduleScripts()).toHaveLength(1);
  });
});

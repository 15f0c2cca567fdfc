// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { HELD_MODULE_TYPE } from "~/shared/html/held-framework";
import { startHeldFramework } from "./hydrate";

function holdScript() {
  const held = document.createElement("script");
  held.type = HELD_MODULE_TYPE;
  held.nonce = "n0nce";
  held.text = 'import("/assets/entry.client.js");';
  // Never run by the test's document: only the type matters here.
  document.body.append(held);
  return held;
}

const moduleScripts = () => document.querySelectorAll<HTMLScriptElement>('script[type="module"]');
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute("href"),
  );

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
  });

  it("at the first focus, runs the held script in its place, with its nonce and no preloads", () => {
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
    // Each modulepreload link cost main-thread time the moment it was added (ADR 036).
    expect(preloads()).toEqual([]);
    // Once only, whatever else the visitor does.
    window.dispatchEvent(new Event("pointerdown"));
    document.dispatchEvent(new FocusEvent("focusin"));
    vi.advanceTimersByTime(10_000);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("once loaded and idle, runs it without any visitor", () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    holdScript();
    startHeldFramework(window);
    vi.advanceTimersByTime(1_000);
    expect(moduleScripts()).toHaveLength(1);
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

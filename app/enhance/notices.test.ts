// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTICE_DURATION_MS, notify } from "~/lib/notices";
import { createNoticeRegion } from "./notices";

describe("the notification region", () => {
  let region: ReturnType<typeof createNoticeRegion>;
  const shown = () => region.element.querySelector('[role="status"]')?.textContent ?? "";
  const prompt = {
    title: "A new version of this site is available",
    action: { label: "Reload", altText: "Reload the page", run: vi.fn() },
  };

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = "";
    region = createNoticeRegion(document);
  });
  afterEach(() => {
    region.stop();
    vi.useRealTimers();
  });

  it("stays out of the page until mounted or until the first notice, then is in it once", () => {
    expect(region.element.isConnected).toBe(false);
    region.show({ title: "Saved" });
    expect(document.querySelectorAll("#site-notices")).toHaveLength(1);
    region.mount();
    expect(document.querySelectorAll("#site-notices")).toHaveLength(1);
  });

  it("waits for a body: a working page has a moment without one while it hydrates", () => {
    const body = document.body;
    body.remove();
    try {
      expect(document.body).toBeNull();
      expect(() => region.mount()).not.toThrow();
    } finally {
      document.documentElement.append(body);
    }
    region.show({ title: "Saved" });
    expect(region.element.isConnected).toBe(true);
  });

  it("is a labelled region with a polite live status inside", () => {
    expect(region.element.getAttribute("aria-label")).toBe("Notifications");
    expect(region.element.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it("shows a notice raised by React code through notify, for five seconds", () => {
    notify({ title: "Login failed", description: "Network error", tone: "problem" });
    expect(shown()).toContain("Login failed");
    expect(shown()).toContain("Network error");
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(shown()).toBe("");
  });

  it("shows one notice at a time: a new passing notice replaces the old", () => {
    region.show({ title: "First" });
    region.show({ title: "Second" });
    expect(shown()).not.toContain("First");
    expect(region.element.querySelectorAll(".shadow-lg")).toHaveLength(1);
  });

  it("keeps a prompt until it is used, behind any passing notice", () => {
    region.show(prompt);
    region.show({ title: "Saved" });
    expect(shown()).toContain("Saved");
    expect(shown()).not.toContain("new version");
    vi.advanceTimersByTime(NOTICE_DURATION_MS * 10);
    expect(shown()).toContain("A new version of this site is available");
    const reload = region.element.querySelector<HTMLButtonElement>(
      'button[aria-label="Reload the page"]',
    );
    reload?.click();
    expect(prompt.action.run).toHaveBeenCalledOnce();
  });

  it("dismisses with its close button", () => {
    region.show(prompt);
    region.element.querySelector<HTMLButtonElement>('[aria-label="Dismiss notification"]')?.click();
    expect(shown()).toBe("");
  });

  it("writes text, never markup", () => {
    region.show({ title: "<img src=x onerror=alert(1)>" });
    expect(region.element.querySelector("img")).toBeNull();
    expect(shown()).toContain("<img");
  });
});

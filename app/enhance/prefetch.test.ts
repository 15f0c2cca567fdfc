// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPrivatePath } from "~/lib/private-paths";
import { speculationRules, startPrefetch } from "./prefetch";

describe("speculationRules", () => {
  const rule = speculationRules().prefetch[0];
  const excluded = rule?.where.and[1] as { not: { href_matches: string[] } };

  it("prefetches with moderate eagerness and never prerenders", () => {
    expect(rule?.eagerness).toBe("moderate");
    expect(Object.keys(speculationRules())).toEqual(["prefetch"]);
  });

  it("leaves out every private path and what lies below it", () => {
    for (const path of [
      "/admin",
      "/admin/bookings",
      "/auth",
      "/consultation/manage/abc",
      "/api/user",
    ]) {
      expect(isPrivatePath(path)).toBe(true);
      const matched = excluded.not.href_matches.some((pattern) =>
        pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
      );
      expect(matched, path).toBe(true);
    }
  });
});

describe("startPrefetch", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    for (const s of document.head.querySelectorAll('script[type="speculationrules"]')) s.remove();
    for (const l of document.head.querySelectorAll('link[rel="prefetch"]')) l.remove();
  });

  it("adds the speculation rules, with the nonce, only once a visitor moves", () => {
    vi.useFakeTimers();
    Object.assign(window.HTMLScriptElement, {
      supports: (type: string) => type === "speculationrules",
    });
    startPrefetch(document, "n0nce");
    vi.advanceTimersByTime(5_000);
    const rules = () =>
      document.head.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]');
    expect(rules()).toHaveLength(0);
    window.dispatchEvent(new Event("pointermove"));
    window.dispatchEvent(new Event("touchstart"));
    vi.advanceTimersByTime(0);
    expect(rules()).toHaveLength(1);
    expect(rules()[0]?.nonce).toBe("n0nce");
    expect(JSON.parse(rules()[0]?.textContent ?? "{}")).toEqual(speculationRules());
  });

  it("fetches /about, /services and /contact a second after the page has loaded, not before", () => {
    vi.useFakeTimers();
    let readyState: DocumentReadyState = "interactive";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
    const prefetched = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) =>
        l.getAttribute("href"),
      );
    startPrefetch(document, "");
    vi.advanceTimersByTime(3_000);
    expect(prefetched()).toEqual([]);
    readyState = "complete";
    vi.advanceTimersByTime(300);
    expect(prefetched()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(prefetched()).toEqual(expect.arrayContaining(["/about", "/services", "/contact"]));
  });
});

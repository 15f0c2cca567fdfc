// @vitest-environment happy-dom
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { speculationRules } from "~/shared/routing/speculation-rules";
import { startPrefetch } from "./prefetch";

describe("speculationRules", () => {
  const rule = speculationRules().prefetch[0];
  const excluded = rule?.where.and[1] as { not: { href_matches: string[] } };

  it("prefetches with moderate eagerness and never prerenders", () => {
    expect(rule?.eagerness).toBe("moderate");
    expect(Object.keys(speculationRules())).toEqual(["prefetch"]);
  });

  /** The part of the URL Pattern syntax the rules use: `:name` is one segment, `*` anything. */
  const matchesUrlPattern = (pattern: string, path: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/:[A-Za-z_]\w*/g, "[^/]+")
        .replace(/\*/g, ".*")}$`,
    ).test(path);

  it("leaves out every private page, file and tree, the tree's own address included", () => {
    for (const path of [
      "/admin",
      "/admin/consultations",
      "/admin/consultations/export.csv",
      "/auth",
      "/auth/set-password/abc",
      "/account",
      "/account/quotes/CH-Q-1234",
      "/consultation/manage/abc",
      "/consultation/manage/abc/invite.ics",
      "/api/user",
    ]) {
      expect(isPrivatePath(path)).toBe(true);
      expect(
        excluded.not.href_matches.some((pattern) => matchesUrlPattern(pattern, path)),
        path,
      ).toBe(true);
    }
  });

  it("still prefetches public pages beside private ones", () => {
    for (const path of ["/consultation", "/contact", "/administration", "/services/wills"]) {
      expect(isPrivatePath(path)).toBe(false);
      expect(
        excluded.not.href_matches.some((pattern) => matchesUrlPattern(pattern, path)),
        path,
      ).toBe(false);
    }
  });
});

describe("startPrefetch", () => {
  // The page is the home page, none of the three fetched after load (the unit suite shares a
  // document between files, and another may have left it on /about).
  beforeEach(() => window.history.replaceState(null, "", "/"));
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

  /** A window of its own, so that its online and offline listeners end with the test. */
  function freshWindow(speculationRulesSupported: boolean) {
    // happy-dom's Window is a DOM window in all but its TypeScript types.
    const win = new Window({ url: "http://localhost:4173/contact" }) as unknown as typeof window;
    Object.assign(win.HTMLScriptElement, {
      supports: (type: string) => speculationRulesSupported && type === "speculationrules",
    });
    const online = vi.spyOn(win.navigator, "onLine", "get").mockReturnValue(false);
    return { win, doc: win.document, online };
  }

  it("offers the rules only while online: withdrawn when the connection goes, offered again when it comes back", async () => {
    const { win, doc, online } = freshWindow(true);
    const rules = () => doc.head.querySelectorAll('script[type="speculationrules"]');
    startPrefetch(doc, "");
    win.dispatchEvent(new win.Event("pointermove"));
    // The rules go in from a timeout of the window's own after the first intent: wait for the
    // window's timers to have run.
    await (win as unknown as Window).happyDOM.waitUntilComplete();
    expect(rules()).toHaveLength(0);
    online.mockReturnValue(true);
    win.dispatchEvent(new win.Event("online"));
    expect(rules()).toHaveLength(1);
    win.dispatchEvent(new win.Event("online"));
    expect(rules()).toHaveLength(1);
    online.mockReturnValue(false);
    win.dispatchEvent(new win.Event("offline"));
    expect(rules()).toHaveLength(0);
    online.mockReturnValue(true);
    win.dispatchEvent(new win.Event("online"));
    expect(rules()).toHaveLength(1);
    win.close();
  });

  it("without speculation rules, prefetches a public link on hover or focus, but not offline", () => {
    const { win, doc, online } = freshWindow(false);
    doc.body.innerHTML =
      '<a href="/services/wills">Wills</a><a href="/account">Account</a><a href="/about">About</a>';
    const prefetched = () =>
      [...doc.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute("href"));
    startPrefetch(doc, "");
    const [wills, account, about] = doc.body.querySelectorAll("a");
    wills?.dispatchEvent(new win.Event("pointerover", { bubbles: true }));
    expect(prefetched()).toEqual([]);
    online.mockReturnValue(true);
    wills?.dispatchEvent(new win.Event("pointerover", { bubbles: true }));
    account?.dispatchEvent(new win.Event("pointerover", { bubbles: true }));
    about?.dispatchEvent(new win.Event("focusin", { bubbles: true }));
    expect(prefetched()).toEqual(["/services/wills", "/about"]);
    win.close();
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

  it("adds each of those links in an idle moment of its own, not all in one task", () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const idle: Array<() => void> = [];
    const requestIdleCallback = vi.fn((work: () => void) => {
      idle.push(work);
      return idle.length;
    });
    Object.assign(window, { requestIdleCallback });
    try {
      const prefetched = () => document.head.querySelectorAll('link[rel="prefetch"]').length;
      startPrefetch(document, "");
      // The load-and-idle wait itself, then the second's delay.
      while (idle.length > 0) idle.shift()?.();
      vi.advanceTimersByTime(1_000);
      expect(idle).toHaveLength(3);
      expect(prefetched()).toBe(0);
      idle.shift()?.();
      expect(prefetched()).toBe(1);
      while (idle.length > 0) idle.shift()?.();
      expect(prefetched()).toBe(3);
    } finally {
      Reflect.deleteProperty(window, "requestIdleCallback");
    }
  });
});

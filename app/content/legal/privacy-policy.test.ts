import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import { deviceCookie, sessionCookie } from "../../../server/http/session-cookie";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../server/services/auth/sessions";
import privacyPolicy from "./privacy-policy";

const root = path.resolve(import.meta.dirname, "../../..");
const DAY_MS = 24 * 60 * 60 * 1000;

const policy = [
  privacyPolicy.meta.description,
  privacyPolicy.lead,
  ...privacyPolicy.sections.flatMap((s) => [s.heading, s.body]),
].join("\n\n");

const cookiesSection = privacyPolicy.sections.find((s) => /cookie/i.test(s.heading))?.body ?? "";

/** The cookie's own paragraph or list item in the policy. */
function entryFor(name: string): string {
  return cookiesSection.split(/\n+/).find((line) => line.includes(`\`${name}\``)) ?? "";
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Cookie names the code can set, found the way a reviewer would grep for them: a constant
 * whose name says it is a cookie's, a name passed to the cookie library's serialize(), or a
 * literal written straight into a Set-Cookie header.
 */
function cookieNamesInSource(): Set<string> {
  const names = new Set<string>();
  const files = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "server"))];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\b(?:const|let)\s+\w*cookie\w*\s*=\s*["'`]([\w.-]+)["'`]/gi)) {
      names.add(m[1] as string);
    }
    for (const m of text.matchAll(/\bserialize\(\s*["'`]([\w.-]+)["'`]/g))
      names.add(m[1] as string);
    for (const m of text.matchAll(/["'`]Set-Cookie["'`]\s*,\s*["'`]([\w.-]+)=/gi)) {
      names.add(m[1] as string);
    }
  }
  return names;
}

function setCookieName(header: string | null): string {
  return header?.split("=")[0] ?? "";
}

describe("the privacy policy lists every cookie the site sets", () => {
  const sessionHeader = sessionCookie("x".repeat(43), new Date(Date.now() + DAY_MS), true);
  const noticeHeader = redirectWithNotice("/admin", "Booking CH-7K3M9Q cancelled").headers.get(
    "Set-Cookie",
  );
  const deviceHeader = deviceCookie("x".repeat(40), true);
  const setByCode = [
    setCookieName(sessionHeader),
    setCookieName(deviceHeader),
    setCookieName(noticeHeader),
  ];

  test("the source search finds the cookies the code really sets", () => {
    expect(setByCode).toEqual(["__session", "__device", "admin_notice"]);
    expect([...cookieNamesInSource()]).toEqual(expect.arrayContaining(setByCode));
  });

  test.each([...cookieNamesInSource()])("%s has its own entry in the cookies section", (name) => {
    expect(entryFor(name), name).not.toBe("");
    expect(entryFor(name), name).toMatch(/strictly necessary: yes/i);
  });

  test("the policy says how many cookies there are", () => {
    const count = cookieNamesInSource().size;
    const words = ["no", "one", "two", "three", "four"];
    expect(cookiesSection.toLowerCase()).toContain(`${words[count]} strictly necessary cookie`);
    expect(policy).not.toMatch(/the only cookie|one cookie/i);
  });

  test("lifetimes in the policy match the code", () => {
    expect(noticeHeader).toMatch(/Max-Age=60(;|$)/);
    expect(entryFor("admin_notice")).toContain("60 seconds");
    expect(entryFor("__device")).toContain("365 days");
    expect(deviceHeader).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(noticeHeader).toMatch(/Path=\/admin/);
    expect(entryFor("admin_notice")).toMatch(/admin/);
    expect(entryFor("__session")).toContain(`${SESSION_IDLE_MS / DAY_MS} days`);
    expect(entryFor("__session")).toContain(`${SESSION_ABSOLUTE_MS / DAY_MS} days`);
    for (const header of [sessionHeader, noticeHeader]) expect(header).toMatch(/HttpOnly/i);
    expect(cookiesSection).toMatch(/HttpOnly/);
  });
});

describe("the privacy policy covers what the forms collect, on the right basis", () => {
  const lawfulBasis = privacyPolicy.sections.find((s) => /lawful basis/i.test(s.heading))?.body;
  const retention = privacyPolicy.sections.find((s) => /how long/i.test(s.heading))?.body;

  test("e-mailed quotes: what is kept, why, on what basis and for how long", () => {
    expect(policy).toMatch(/e-mail you a conveyancing quote: your e-mail address/);
    const purpose = lawfulBasis
      ?.split("\n")
      .find((l) => /e-mailing you a conveyancing quote/i.test(l));
    expect(purpose).toMatch(/\*\*Basis:\*\*/);
    expect(purpose).not.toMatch(/consent/i);
    expect(retention).toMatch(/E-mailed conveyancing quotes:\*\*[^\n]*\*\*12 months\*\*/);
  });

  test("booking and enquiries rest on steps before a contract or legitimate interests, not consent", () => {
    for (const purpose of [/booking a free consultation/i, /answering enquiries/i]) {
      const line = lawfulBasis?.split("\n").find((l) => purpose.test(l)) ?? "";
      const basis = line.split("**Basis:**")[1] ?? "";
      expect(basis).toMatch(/before .*contract|legitimate interests/);
      expect(basis).not.toMatch(/consent/i);
    }
    expect(lawfulBasis).toMatch(/do not rely on your consent/i);
    expect(lawfulBasis).toMatch(/notice .* with a link to this policy/);
  });
});

describe("the privacy policy covers testimonials (issue 32)", () => {
  const lawfulBasis = privacyPolicy.sections.find((s) => /lawful basis/i.test(s.heading))?.body;
  const retention = privacyPolicy.sections.find((s) => /how long/i.test(s.heading))?.body;

  test("what is kept: the words, the chosen name, the matter type and the consent record", () => {
    const kept = policy.split("\n").find((l) => /let us show a testimonial/.test(l)) ?? "";
    expect(kept).toMatch(/your words exactly as you gave them/);
    expect(kept).toMatch(/the name you choose to be shown/);
    expect(kept).toMatch(/the type of matter/);
    expect(kept).toMatch(/a record of your consent: when and how you gave it/);
    // Every way the admin form records consent is named.
    for (const method of ["e-mail", "letter", "signed form", "online form"]) {
      expect(kept).toContain(method);
    }
  });

  test("on the basis of consent, how to withdraw it, and that withdrawal removes it at once", () => {
    const purpose = lawfulBasis?.split("\n").find((l) => /showing your testimonial/i.test(l));
    expect(purpose?.split("**Basis:**")[1]).toMatch(/^ your consent\./);
    expect(purpose).toMatch(/withdraw it at any time/);
    expect(purpose).toMatch(/by phone, e-mail or letter/);
    expect(purpose).toMatch(/remove your words from our website at once/);
    expect(purpose).toMatch(/never pay or reward anyone for a testimonial/);
    expect(retention).toMatch(/\*\*Testimonials:\*\*[^\n]*leave the website at once/);
  });
});

describe("the privacy policy describes what the service worker keeps in the browser", () => {
  const worker = readFileSync(path.join(root, "service-worker/service-worker.ts"), "utf8");
  const offline = cookiesSection.split(/\n\n(?=\*\*)/).find((p) => /offline cache/i.test(p)) ?? "";

  /** The expiry a runtime cache is given in the worker, in days. */
  function maxAgeDays(cacheName: string): number | undefined {
    const block = worker
      .split(/new (?:NetworkFirst|StaleWhileRevalidate|CacheFirst)\(/)
      .find((b) => b.includes(`cacheName: "${cacheName}"`));
    const days = block?.match(/maxAgeSeconds:\s*(\d+)\s*\*\s*DAY/)?.[1];
    return days ? Number(days) : undefined;
  }

  test("it no longer says the cache holds public pages only", () => {
    expect(offline).not.toBe("");
    expect(policy).not.toMatch(/public pages only/i);
  });

  test("pages, scripts, styles, fonts and images are all named, as the worker caches them", () => {
    expect(worker).toMatch(/precacheAndRoute/);
    for (const cacheName of ["pages", "images", "assets"])
      expect(worker).toContain(`cacheName: "${cacheName}"`);
    for (const kind of [/public pages/, /scripts/, /styles/, /fonts/, /images/])
      expect(offline).toMatch(kind);
  });

  test("the kept pages' and images' lifetimes match the worker's expiry rules", () => {
    expect(maxAgeDays("pages")).toBeDefined();
    expect(maxAgeDays("images")).toBeDefined();
    expect(offline).toContain(`at most **${maxAgeDays("pages")} days**`);
    expect(offline).toContain(`at most **${maxAgeDays("images")} days**`);
  });

  test("Workbox's own expiry database is disclosed while the worker uses expiry", () => {
    expect(worker).toMatch(/new ExpirationPlugin\(/);
    expect(offline).toMatch(/IndexedDB/);
    expect(offline).toMatch(/workbox-expiration/);
  });
});

describe("the privacy policy names who hosts video consultations", () => {
  test("the configured provider, through the firm's facts, and what it receives", () => {
    const filled = fillFirmTokens(privacyPolicy, {
      ...defaultFirmFacts,
      videoProvider: "Example Video",
    });
    const sharing = filled.sections.find((s) => /share/i.test(s.heading))?.body ?? "";
    expect(sharing).toContain("**Example Video**, which hosts our video consultations");
    expect(sharing).toContain("not the details of your booking");
    // A lawyer's private calendar feed (ADR 034) reaches their calendar service.
    expect(sharing).toContain("never what you told us about your matter");
  });
});

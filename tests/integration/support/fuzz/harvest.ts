import { TEST_START } from "../test-instant";
import type { PageTarget } from "./targets";
import { patternRegExp } from "./targets";

/** A form as a page draws it: where it posts, and the fields a browser would send. */
export interface HarvestedForm {
  /** The path it posts to (its action, or the page it is on). */
  action: string;
  multipart: boolean;
  fields: Array<[string, string]>;
  /** Named submit buttons (intent=…): one is sent with the fields. */
  submitters: Array<[string, string]>;
  /** File inputs' names. */
  files: string[];
}

export interface Harvest {
  /** Real values seen for each pattern's parameters: pattern → parameter → values. */
  params: Map<string, Map<string, Set<string>>>;
  /** Forms by the pattern of the path they post to. */
  forms: Map<string, HarvestedForm[]>;
  /** Every value seen under each name: in the forms, and in the queries of crawled links. */
  values: Map<string, Set<string>>;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attr = (attrs: string, name: string): string | undefined => {
  const m = attrs.match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
  return m?.[1] === undefined ? undefined : decode(m[1]);
};
const hasAttr = (attrs: string, name: string) =>
  new RegExp(`\\s${name}(=|\\s|/|$)`, "i").test(attrs);

/** A value for an input a person would type into, so the form gets past its own schema. */
function typedValue(name: string, type: string, n: number): string {
  if (type === "email" || /email/i.test(name)) return `fuzz.${n}@example.com`;
  if (type === "tel" || /phone/i.test(name)) return "0161 496 0789";
  if (type === "password" || /password/i.test(name)) return "amber kettle orbit lantern";
  // A week after the test clock's start: no app is at hand here, and the machine's day is no
  // date a test may pick.
  if (type === "date")
    return new Date(TEST_START.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  if (type === "time") return "10:00";
  if (type === "number") return "3";
  if (/price|amount/i.test(name)) return "250000";
  if (type === "url") return "https://www.example.com/";
  if (/name/i.test(name)) return "Fuzz Person";
  return "Fuzz text for a field.";
}

let typed = 0;

/**
 * The forms in a page's HTML (React's server output: attributes always double-quoted), read
 * with regular expressions rather than a DOM because hundreds of pages are read per run.
 */
export function formsIn(html: string, pagePath: string): HarvestedForm[] {
  const forms: HarvestedForm[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attrs = m[1] ?? "";
    if ((attr(attrs, "method") ?? "get").toLowerCase() !== "post") continue;
    const action = attr(attrs, "action") || pagePath;
    const multipart = (attr(attrs, "enctype") ?? "").toLowerCase() === "multipart/form-data";
    forms.push({ action, multipart, ...fieldsIn(m[2] ?? "") });
  }
  return forms;
}

/** A form's fields as a browser sends them, with anything a person types filled in. */
function fieldsIn(inner: string): Pick<HarvestedForm, "fields" | "submitters" | "files"> {
  const fields: Array<[string, string]> = [];
  const files: string[] = [];
  const radios = new Set<string>();
  for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
    const a = input[1] ?? "";
    const name = attr(a, "name");
    if (!name) continue;
    const type = (attr(a, "type") ?? "text").toLowerCase();
    if (type === "file") {
      files.push(name);
      continue;
    }
    if (type === "submit" || type === "button" || type === "image" || type === "reset") continue;
    const value = attr(a, "value") ?? "";
    if (type === "checkbox") {
      if (hasAttr(a, "checked")) fields.push([name, value || "on"]);
      continue;
    }
    if (type === "radio") {
      if (radios.has(name)) continue;
      radios.add(name);
      fields.push([name, value]);
      continue;
    }
    // The honeypot stays empty, as a person leaves it.
    typed += 1;
    const keep = value || type === "hidden" || name === "website";
    fields.push([name, keep ? value : typedValue(name, type, typed)]);
  }
  for (const select of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attr(select[1] ?? "", "name");
    if (!name) continue;
    const options = [...(select[2] ?? "").matchAll(/<option\b([^>]*)>/gi)].map((o) => o[1] ?? "");
    const chosen =
      options.find((o) => hasAttr(o, "selected") && attr(o, "value")) ??
      options.find((o) => attr(o, "value"));
    fields.push([name, chosen ? (attr(chosen, "value") ?? "") : ""]);
  }
  for (const area of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
    const name = attr(area[1] ?? "", "name");
    if (!name) continue;
    typed += 1;
    fields.push([name, decode(area[2] ?? "") || typedValue(name, "text", typed)]);
  }
  const submitters: Array<[string, string]> = [];
  for (const button of inner.matchAll(/<button\b([^>]*)>/gi)) {
    const name = attr(button[1] ?? "", "name");
    if (name) submitters.push([name, attr(button[1] ?? "", "value") ?? ""]);
  }
  return { fields, submitters, files };
}

/**
 * Same-site addresses a page links to, and each GET form submitted as drawn (the booking
 * form's steps, the quote's figures), so the crawl reaches the forms that only appear after
 * them.
 */
export function pathsIn(html: string, pagePath: string): string[] {
  const paths = new Set<string>();
  for (const m of html.matchAll(/\shref="(\/[^"/][^"]*)"/g)) {
    const url = new URL(decode(m[1] ?? "/"), "http://localhost");
    paths.add(url.pathname + url.search);
  }
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attrs = m[1] ?? "";
    if ((attr(attrs, "method") ?? "get").toLowerCase() !== "get") continue;
    const url = new URL(attr(attrs, "action") || pagePath, "http://localhost");
    const form = fieldsIn(m[2] ?? "");
    const query = new URLSearchParams([...form.fields, ...form.submitters.slice(0, 1)]);
    paths.add(`${url.pathname}?${query.toString()}`);
  }
  return [...paths];
}

/** How specific a pattern is: a catch-all least, then the fewer parameters the more. */
const specificity = (target: PageTarget) =>
  target.pattern.endsWith("*") ? -100 : -target.params.length;

/** The page target a concrete path is answered by, most specific first. */
export function targetFor(
  targets: readonly PageTarget[],
  path: string,
): { target: PageTarget; values: string[] } | undefined {
  let best: { target: PageTarget; values: string[] } | undefined;
  for (const target of targets) {
    const m = path.match(patternRegExp(target.pattern));
    if (!m) continue;
    if (!best || specificity(target) > specificity(best.target)) {
      best = { target, values: m.slice(1).map((v) => decodeURIComponent(v)) };
    }
  }
  return best;
}

/**
 * Reads the site as each role sees it, from every page without parameters outwards, following
 * links until each pattern has a few real examples: the parameter values that exist (a slug,
 * a booking's id) and every form with the fields its page really draws.
 */
export async function harvest(
  targets: readonly PageTarget[],
  starts: Array<{ path: string; role: string }>,
  fetchPage: (path: string, role: string) => Promise<string | undefined>,
  limits = { perPattern: 2, pages: 300 },
): Promise<Harvest> {
  const params = new Map<string, Map<string, Set<string>>>();
  const forms = new Map<string, HarvestedForm[]>();
  const crawled = new Map<string, number>();
  const values = new Map<string, Set<string>>();
  const note = (pairs: Iterable<[string, string]>) => {
    for (const [name, value] of pairs) {
      const seen = values.get(name) ?? new Set<string>();
      seen.add(value);
      values.set(name, seen);
    }
  };
  const visited = new Set<string>();
  const queue = [...starts];
  const remember = (path: string) => {
    const found = targetFor(targets, path);
    if (!found || found.target.pattern.endsWith("*")) return found;
    const byName = params.get(found.target.pattern) ?? new Map<string, Set<string>>();
    found.target.params.forEach((name, i) => {
      const values = byName.get(name) ?? new Set<string>();
      values.add(found.values[i] ?? "");
      byName.set(name, values);
    });
    params.set(found.target.pattern, byName);
    return found;
  };
  let fetched = 0;
  while (queue.length > 0 && fetched < limits.pages) {
    const next = queue.shift();
    if (!next) break;
    const key = `${next.role} ${next.path}`;
    if (visited.has(key)) continue;
    visited.add(key);
    const found = remember(new URL(next.path, "http://localhost").pathname);
    if (!found || found.target.resource) continue;
    // A page and its steps (the same address with other query names) count apart.
    const names = [...new URL(next.path, "http://localhost").searchParams.keys()].sort().join("&");
    const step = `${found.target.pattern}?${names}`;
    const count = crawled.get(step) ?? 0;
    if (count >= limits.perPattern) continue;
    crawled.set(step, count + 1);
    fetched += 1;
    note(new URL(next.path, "http://localhost").searchParams);
    const html = await fetchPage(next.path, next.role);
    if (!html) continue;
    for (const form of formsIn(html, next.path)) {
      const posted = targetFor(targets, new URL(form.action, "http://localhost").pathname);
      if (!posted) continue;
      remember(new URL(form.action, "http://localhost").pathname);
      note([...form.fields, ...form.submitters]);
      const list = forms.get(posted.target.pattern) ?? [];
      list.push(form);
      forms.set(posted.target.pattern, list);
    }
    for (const path of pathsIn(html, next.path)) {
      if (!visited.has(`${next.role} ${path}`)) queue.push({ path, role: next.role });
    }
  }
  return { params, forms, values };
}

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import { pageKindOf } from "~/lib/page-kinds";
import type { RouteHandle } from "~/lib/route-handle";
import routes from "./routes";

interface RouteModule {
  default?: unknown;
  handle?: Partial<RouteHandle>;
}

const modules = import.meta.glob<RouteModule>("./routes/**/*.{ts,tsx}");

interface Page {
  file: string;
  /** The address, with a sample value for each parameter; undefined for a layout. */
  path: string | undefined;
}

/** Every route module in the table, with the address it answers (params filled in). */
function pagesOf(entries: readonly RouteConfigEntry[], parent = ""): Page[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? undefined : entry.path;
    const base = own === undefined ? parent : `${parent}/${own}`;
    const address = entry.index || own !== undefined ? base || "/" : undefined;
    const sample = address
      ?.replace(/:[a-z]+/gi, "sample")
      .replace(/\*$/, "no-such-page")
      .replace(/\/+/g, "/");
    return [{ file: entry.file, path: sample }, ...pagesOf(entry.children ?? [], base)];
  });
}

const pages = pagesOf(routes);

describe("every route module says whether it is a reading or a working page", () => {
  test.each(pages.map((p) => [`${p.path ?? "(layout)"} ${p.file}`, p] as const))(
    "%s",
    async (_, page) => {
      const file = page.file;
      const load = modules[`./${file}`];
      expect(load, `${file} is in app/routes.ts but not found`).toBeDefined();
      const module = await (load as () => Promise<RouteModule>)();
      // Resource routes (sitemap.xml, robots.txt, the .ics invite, log-out) draw no page.
      if (module.default === undefined) return;
      expect(module.handle?.kind, `${file} must declare handle.kind`).toMatch(
        /^(reading|working)$/,
      );
      // The address list the links use in the browser says the same (app/lib/page-kinds.ts).
      if (page.path !== undefined) {
        expect(pageKindOf(page.path), `${page.path} (${file})`).toBe(module.handle?.kind);
      }
    },
  );
});

test("the table has pages of both kinds", () => {
  expect(pages.length).toBeGreaterThan(40);
});

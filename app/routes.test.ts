import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import { privateRoutePatterns, workingRoutePatterns } from "~/generated/route-lists";
import { pageKindOf } from "~/shared/routing/page-kinds";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { routeHandleSchema } from "~/shared/routing/route-handle-schema";
import { type ListedHandle, routeListsOf } from "../scripts/route-lists";
import routes from "./routes";

interface RouteModule {
  default?: unknown;
  handle?: unknown;
}

const modules = import.meta.glob<RouteModule>("./routes/**/*.{ts,tsx}");

interface Route {
  file: string;
  /** The address, with a sample value for each parameter; undefined for a layout. */
  path: string | undefined;
  /** It, or a route around it, says `private: true`. */
  inPrivate: boolean;
}

/** Every route module in the table, with the address it answers (params filled in). */
function routesOf(
  entries: readonly RouteConfigEntry[],
  handles: ReadonlyMap<string, ListedHandle>,
  parent = "",
  parentPrivate = false,
): Route[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? undefined : entry.path;
    const base = own === undefined ? parent : `${parent}/${own}`;
    const address = entry.index || own !== undefined ? base || "/" : undefined;
    const sample = address
      ?.replace(/:[a-z]+/gi, "sample")
      .replace(/\*$/, "no-such-page")
      .replace(/\/+/g, "/");
    const inPrivate = parentPrivate || handles.get(entry.file)?.private === true;
    return [
      { file: entry.file, path: sample, inPrivate },
      ...routesOf(entry.children ?? [], handles, base, inPrivate),
    ];
  });
}

const files = [...new Set(routesOf(routes, new Map()).map((r) => r.file))];
const loaded = new Map<string, RouteModule>();
for (const file of files) {
  const load = modules[`./${file}`];
  if (load) loaded.set(file, await load());
}
const handles = new Map<string, ListedHandle>();
for (const [file, module] of loaded) {
  const parsed = routeHandleSchema.safeParse(module.handle);
  if (parsed.success) handles.set(file, parsed.data);
}
const table = routesOf(routes, handles);

describe("every route module, resource routes included, declares itself in its handle", () => {
  test.each(files)("%s", (file) => {
    const module = loaded.get(file);
    expect(module, `${file} is in app/routes.ts but not found`).toBeDefined();
    const parsed = routeHandleSchema.safeParse(module?.handle);
    expect(
      parsed.error?.issues,
      `${file}: handle (app/shared/routing/route-handle.ts)`,
    ).toBeUndefined();
    // A module that draws nothing is a resource route (a file, a feed, a form's end point).
    expect(parsed.data?.kind === "resource", `${file}: kind and default export`).toBe(
      module?.default === undefined,
    );
  });
});

describe("the browser's lists say what the handles say, for every address", () => {
  test("app/generated/route-lists.ts is the lists made from the handles as they run", () => {
    // Generated from the modules' source text; here from the modules themselves.
    const fromHandles = routeListsOf(routes, (file) => {
      const handle = handles.get(file);
      if (!handle) throw new Error(`${file} has no valid handle`);
      return handle;
    });
    expect({
      privatePatterns: privateRoutePatterns,
      workingPatterns: workingRoutePatterns,
    }).toEqual(fromHandles);
  });

  test.each(
    table.filter((r) => r.path !== undefined).map((r) => [`${r.path} ${r.file}`, r] as const),
  )("%s", (_, route) => {
    const path = route.path as string;
    expect(isPrivatePath(path), `${path} private`).toBe(route.inPrivate);
    expect(isPrivatePath(`${path}.data`), `${path}.data private`).toBe(route.inPrivate);
    const kind = handles.get(route.file)?.kind;
    // Links to resources are always full loads (page-kinds.ts goes by their file ending).
    if (kind !== "resource") expect(pageKindOf(path), `${path} kind`).toBe(kind);
  });
});

test("the table has private and public routes, reading and working pages, and resources", () => {
  expect(table.length).toBeGreaterThan(40);
  const kinds = new Set([...handles.values()].map((h) => h.kind));
  expect(kinds).toEqual(new Set(["reading", "working", "resource"]));
  expect(table.some((r) => r.inPrivate)).toBe(true);
  expect(table.some((r) => !r.inPrivate)).toBe(true);
});

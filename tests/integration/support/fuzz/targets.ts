import type { Express } from "express";
import type { ServerBuild } from "react-router";

/** A page route as the server build holds it: the whole path, its parameters and query. */
export interface PageTarget {
  kind: "page";
  id: string;
  /** "/consultation/manage/:token", "/admin/*" */
  pattern: string;
  params: string[];
  /** The query parameters the route says it reads (its handle's `query`, ADR 017). */
  query: readonly string[];
  hasAction: boolean;
  /** A resource route (no component): .ics, .json, .csv, .xml answers, not a page. */
  resource: boolean;
}

/** An endpoint Express answers itself (every /api call, /media, the health checks). */
export interface EndpointTarget {
  kind: "endpoint";
  method: string;
  pattern: string;
  params: string[];
}

export type Target = PageTarget | EndpointTarget;

const paramsOf = (pattern: string) =>
  [...pattern.matchAll(/:([A-Za-z0-9_]+)|(\*)/g)].map((m) => m[1] ?? "*");

/**
 * Every route in the server build, which is app/routes.ts as the server really serves it: a
 * route added there is a target the day it lands, with nothing to list here.
 */
export function pageTargets(build: Pick<ServerBuild, "routes">): PageTarget[] {
  const targets: PageTarget[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route || route.id === "root") continue;
    const parts: string[] = [];
    for (
      let r: typeof route | undefined = route;
      r;
      r = r.parentId ? build.routes[r.parentId] : undefined
    ) {
      if (r.path) parts.unshift(r.path);
    }
    const module = route.module as {
      default?: unknown;
      loader?: unknown;
      action?: unknown;
      handle?: { query?: readonly string[] };
    };
    // A pathless layout answers nothing by itself; its children are the targets.
    if (!module.default && !module.loader && !module.action) continue;
    if (!route.path && !route.index) continue;
    const pattern = `/${parts.join("/")}`.replace(/\/+/g, "/");
    targets.push({
      kind: "page",
      id: route.id,
      pattern,
      params: paramsOf(pattern),
      query: module.handle?.query ?? [],
      hasAction: Boolean(module.action),
      resource: !module.default,
    });
  }
  // A layout with a path and its index route answer the same address: one target, both roles.
  const byPattern = new Map<string, PageTarget>();
  for (const target of targets) {
    const seen = byPattern.get(target.pattern);
    byPattern.set(
      target.pattern,
      seen
        ? {
            ...seen,
            query: [...new Set([...seen.query, ...target.query])],
            hasAction: seen.hasAction || target.hasAction,
            resource: seen.resource && target.resource,
          }
        : target,
    );
  }
  return [...byPattern.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | RegExp | Array<string | RegExp>;
}

/**
 * Every route Express itself answers, found by walking the app's router stack (Express 5 keeps
 * each mounted router's path as `rawPath`): an endpoint added to any router under
 * server/http/api/ is a target without being listed. React Router's catch-all is left out; its
 * routes are pageTargets.
 */
export function expressEndpoints(app: Express): EndpointTarget[] {
  const found: EndpointTarget[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const pattern = `${prefix}${layer.route.path}`.replace(/\/+$/, "") || "/";
        if (pattern.includes("{*")) continue;
        for (const method of Object.keys(layer.route.methods)) {
          if (method === "_all") continue;
          found.push({
            kind: "endpoint",
            method: method.toUpperCase(),
            pattern,
            params: paramsOf(pattern),
          });
        }
      } else if (layer.handle?.stack) {
        const raw = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, `${prefix}${raw}`);
      }
    }
  };
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  walk(router.stack, "");
  return found.sort((a, b) => `${a.pattern} ${a.method}`.localeCompare(`${b.pattern} ${b.method}`));
}

/** A regular expression for a target's pattern, capturing its parameters in order. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) =>
      part === "*"
        ? "(.+)"
        : part.startsWith(":")
          ? "([^/]+)"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

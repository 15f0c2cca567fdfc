import type { AppLoadContext, ServerBuild } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PublicUser } from "~/shared/schemas/auth";
import { ORIGIN, signedInAs } from "./support/accounts";
import { createTestApp, loadServerBuild, type TestApp } from "./support/test-app";

/**
 * Every admin route's loader and action, called directly for each kind of person. Calling them
 * one by one matters: React Router runs a page's loaders in parallel, so the layout's guard
 * alone would not stop a child loader from reading data. Each must check for itself, first.
 */

type Who = "visitor" | "client" | "staff" | "admin";
type Outcome = "sign-in" | "forbidden" | "allowed";

/** Reached only after a route let the person through: proof the check came first. */
class ReachedServices extends Error {}

const users: Record<Who, PublicUser | null> = {
  visitor: null,
  client: {
    id: "00000000-0000-4000-8000-00000000000c",
    name: "Cat Client",
    email: "c@example.com",
    role: "client",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  staff: {
    id: "00000000-0000-4000-8000-000000000005",
    name: "Sam Staff",
    email: "s@example.com",
    role: "staff",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  admin: {
    id: "00000000-0000-4000-8000-00000000000a",
    name: "Ada Admin",
    email: "a@example.com",
    role: "admin",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
};

/** A load context whose only safe fields are the ones a guard reads; anything else throws. */
function guardedContext(user: PublicUser | null): AppLoadContext {
  const safe: Record<string, unknown> = {
    user,
    sessionToken: user ? "token" : undefined,
    cspNonce: "nonce",
    siteUrl: "http://localhost:3000",
    clientIp: "127.0.0.1",
  };
  return new Proxy(safe, {
    get(target, key) {
      if (typeof key === "string" && key in target) return target[key];
      if (key === "then") return undefined;
      throw new ReachedServices(String(key));
    },
  }) as unknown as AppLoadContext;
}

function outcomeOf(thrown: unknown): Outcome | `unexpected: ${string}` {
  if (thrown instanceof ReachedServices) return "allowed";
  if (thrown instanceof Response) {
    const location = thrown.headers.get("Location") ?? "";
    if (thrown.status >= 300 && thrown.status < 400 && location.startsWith("/auth"))
      return "sign-in";
    if (thrown.status === 403) return "forbidden";
    if (thrown.status === 404) return "allowed";
    return `unexpected: ${thrown.status} ${location}`;
  }
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  if (init?.status === 403) return "forbidden";
  if (init?.status === 404) return "allowed";
  return `unexpected: ${thrown instanceof Error ? thrown.message : String(thrown)}`;
}

/** Fills a route's path with plausible values, so param parsing never hides a missing check. */
function samplePath(build: ServerBuild, id: string): string {
  const parts: string[] = [];
  for (
    let route = build.routes[id];
    route;
    route = route.parentId ? build.routes[route.parentId] : undefined
  ) {
    if (route.path) parts.unshift(route.path);
  }
  const path = `/${parts.join("/")}`
    .replace(/\/\*$/, "/no-such-page")
    .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000001");
  return path.replace(/\/+/g, "/");
}

function adminOnly(id: string): boolean {
  return id.startsWith("routes/admin/users/") || id.startsWith("routes/admin/firm/");
}

function expected(id: string, who: Who): Outcome {
  if (who === "visitor") return "sign-in";
  if (who === "client") return "forbidden";
  if (who === "staff" && adminOnly(id)) return "forbidden";
  return "allowed";
}

async function run(fn: () => unknown): Promise<Outcome | string> {
  try {
    await fn();
    return "allowed";
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

const build = await loadServerBuild();
const adminRoutes = Object.values(build.routes).filter((r) => r?.id.startsWith("routes/admin/"));
const cases = adminRoutes.flatMap((route) => {
  if (!route) return [];
  const kinds = [
    ...(route.module.loader ? (["loader"] as const) : []),
    ...(route.module.action ? (["action"] as const) : []),
  ];
  return kinds.flatMap((kind) =>
    (["visitor", "client", "staff", "admin"] as const).map(
      (who) => [route.id, kind, who, expected(route.id, who)] as const,
    ),
  );
});

describe("every admin loader and action checks the role itself, before anything else", () => {
  test("the admin area has routes to check (the list is read from the build, not typed by hand)", () => {
    expect(adminRoutes.length).toBeGreaterThan(1);
    expect(cases.some(([, kind]) => kind === "action")).toBe(true);
  });

  test.each(cases)("%s %s for a %s: %s", async (id, kind, who, outcome) => {
    const route = build.routes[id];
    const fn = kind === "loader" ? route?.module.loader : route?.module.action;
    const url = `http://localhost:3000${samplePath(build, id)}`;
    const init: RequestInit =
      kind === "action"
        ? {
            method: "POST",
            body: new URLSearchParams({ intent: "save" }),
            headers: { Origin: ORIGIN },
          }
        : {};
    const result = await run(() =>
      fn?.({
        request: new Request(url, init),
        params: new Proxy({}, { get: () => "00000000-0000-4000-8000-000000000001" }),
        context: guardedContext(users[who]),
        unstable_pattern: "",
      } as unknown as Parameters<NonNullable<typeof fn>>[0]),
    );
    expect(result).toBe(outcome);
  });
});

/** The JSON API under /api/admin, through the whole server: 401, 403, then allowed. */
const apiEndpoints: ReadonlyArray<{
  method: "get" | "post" | "patch" | "delete";
  path: string;
  adminOnly: boolean;
}> = [
  { method: "get", path: "/api/admin/users", adminOnly: true },
  {
    method: "patch",
    path: "/api/admin/users/00000000-0000-4000-8000-000000000001/role",
    adminOnly: true,
  },
  { method: "get", path: "/api/admin/anything-at-all", adminOnly: false },
];

describe("admin API endpoints answer by role", () => {
  let t: TestApp;
  const cookies: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ["client", "staff", "admin"] as const) {
      cookies[who] = (await signedInAs(t, who)).cookie;
    }
  });
  afterAll(() => t?.close());

  test.each(
    apiEndpoints.flatMap((endpoint) =>
      (["visitor", "client", "staff", "admin"] as const).map((who) => [endpoint, who] as const),
    ),
  )("%o for a %s", async (endpoint, who) => {
    const call = request(t.app)[endpoint.method](endpoint.path).set("Origin", ORIGIN);
    if (cookies[who]) call.set("Cookie", cookies[who] as string);
    const res = await call.send({});
    if (who === "visitor") expect(res.status).toBe(401);
    else if (who === "client" || (who === "staff" && endpoint.adminOnly))
      expect(res.status).toBe(403);
    else expect([401, 403]).not.toContain(res.status);
  });
});

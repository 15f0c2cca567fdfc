import { describe, expect, test } from "vitest";
import { type ListedHandle, listedHandleFromSource, routeListsOf } from "./route-lists";

describe("listedHandleFromSource", () => {
  test("reads kind and private from the exported handle, whatever else it holds", () => {
    const source = `
      import type { RouteHandle } from "~/shared/routing/route-handle";
      const handle = { kind: "reading" };
      export const handle: RouteHandle = { kind: "working", cache: "shared", query: params, private: true };
    `;
    expect(listedHandleFromSource(source, "a.tsx")).toEqual({ kind: "working", private: true });
    expect(
      listedHandleFromSource('export const handle = { kind: "resource" } satisfies X;', "b.ts"),
    ).toEqual({ kind: "resource" });
  });

  test.each([
    ["a module without a handle", "export function loader() {}", /exports a handle/],
    ["a handle that is not written out", "export const handle = makeHandle();", /object literal/],
    ["a kind that is not a string", "export const handle = { kind: KIND };", /written as a string/],
    ["an unknown kind", 'export const handle = { kind: "static" };', /"reading", "working"/],
    ["private worked out", 'export const handle = { kind: "working", private: p };', /as true/],
  ])("refuses %s", (_, source, message) => {
    expect(() => listedHandleFromSource(source, "c.ts")).toThrow(message);
  });
});

describe("routeListsOf", () => {
  const handles: Record<string, ListedHandle> = {
    "layout.tsx": { kind: "reading" },
    "home.tsx": { kind: "reading" },
    "contact.tsx": { kind: "working" },
    "manage.tsx": { kind: "working", private: true },
    "invite.ts": { kind: "resource", private: true },
    "staff.tsx": { kind: "working", private: true },
    "staff-page.tsx": { kind: "working" },
    "staff-file.ts": { kind: "resource" },
    "not-found.tsx": { kind: "reading" },
  };
  const handleOf = (file: string) => handles[file] as ListedHandle;
  const routes = [
    {
      file: "layout.tsx",
      children: [
        { file: "home.tsx", index: true },
        { file: "contact.tsx", path: "contact" },
        { file: "manage.tsx", path: "booking/:token" },
        { file: "not-found.tsx", path: "*" },
      ],
    },
    { file: "invite.ts", path: "booking/:token/invite.ics" },
    {
      file: "staff.tsx",
      path: "staff",
      children: [
        { file: "staff-page.tsx", index: true },
        { file: "staff-page.tsx", path: "users/:id" },
        { file: "staff-file.ts", path: "export.csv" },
        { file: "not-found.tsx", path: "*" },
      ],
    },
  ];

  test("a route inside a private one is private; a splat stands for the routes it covers", () => {
    expect(routeListsOf(routes, handleOf)).toEqual({
      privatePatterns: ["/booking/:token", "/booking/:token/invite.ics", "/staff/*"],
      workingPatterns: ["/booking/:token", "/contact", "/staff", "/staff/users/:id"],
    });
  });

  test("refuses an address form the browser's matcher does not know", () => {
    const optional = [{ file: "contact.tsx", path: "contact/:step?" }];
    expect(() => routeListsOf(optional, handleOf)).toThrow(/cannot match/);
  });
});

import { describe, expect, test } from "vitest";
import { lintAs } from "./lint-as";

describe("lint/not-found.grit", () => {
  test.each([
    "export function f(x: unknown) { if (!x) throw data(null, { status: 404 }); }",
    'export function f() { throw new Response("Gone", { status: 404 }); }',
    'export function f() { throw data({ reason: "gone" }, { headers: {}, status: 404 }); }',
  ])("refuses an inline 404 in app/: %s", (source) => {
    const verdict = lintAs(`${source}\n`, "app/routes/x.tsx");
    expect(verdict.refused, verdict.output).toBe(true);
    expect(verdict.output).toContain("notFound()");
  });

  test("lets a returned 404 and other statuses through", () => {
    const source = [
      "export function f() { return data({ link: null }, { status: 404 }); }",
      "export function g() { throw data(null, { status: 403 }); }",
    ].join("\n");
    expect(lintAs(`${source}\n`, "app/routes/x.tsx").refused).toBe(false);
  });
});

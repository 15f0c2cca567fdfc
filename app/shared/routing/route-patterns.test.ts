import { describe, expect, test } from "vitest";
import { matchesRoutePattern } from "./route-patterns";

describe("matchesRoutePattern", () => {
  test.each([
    ["/", "/", true],
    ["/", "/_root.data", true],
    ["/", "/about", false],
    ["/account", "/account", true],
    ["/account", "/account/", true],
    ["/account", "/account.data", true],
    ["/account", "/Account", true],
    ["/account", "/accountancy", false],
    ["/account", "/account/other", false],
    ["/consultation/manage/:token", "/consultation/manage/abc", true],
    ["/consultation/manage/:token", "/consultation/manage/abc.data", true],
    ["/consultation/manage/:token", "/consultation/manage", false],
    ["/consultation/manage/:token", "/consultation/manage/abc/invite.ics", false],
    ["/admin/*", "/admin", true],
    ["/admin/*", "/admin.data", true],
    ["/admin/*", "/admin/users/1", true],
    ["/admin/*", "/administration", false],
    ["/admin/*", "/%61dmin/users", true],
    ["/account/export.json", "/account/export.json", true],
  ] as const)("%s answers %s: %s", (pattern, path, answers) => {
    expect(matchesRoutePattern(pattern, path)).toBe(answers);
  });

  test("a malformed escape is compared as written, not thrown", () => {
    expect(matchesRoutePattern("/admin/*", "/admin/%E0%A4%A")).toBe(true);
    expect(matchesRoutePattern("/account", "/%E0%A4%A")).toBe(false);
  });
});

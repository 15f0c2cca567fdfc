// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { isPrivatePath } from "~/lib/private-paths";
import { speculationRules } from "./prefetch";

describe("speculationRules", () => {
  const rule = speculationRules().prefetch[0];
  const excluded = rule?.where.and[1] as { not: { href_matches: string[] } };

  it("prefetches with moderate eagerness and never prerenders", () => {
    expect(rule?.eagerness).toBe("moderate");
    expect(Object.keys(speculationRules())).toEqual(["prefetch"]);
  });

  it("leaves out every private path and what lies below it", () => {
    for (const path of [
      "/admin",
      "/admin/bookings",
      "/auth",
      "/consultation/manage/abc",
      "/api/user",
    ]) {
      expect(isPrivatePath(path)).toBe(true);
      const matched = excluded.not.href_matches.some((pattern) =>
        pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
      );
      expect(matched, path).toBe(true);
    }
  });
});

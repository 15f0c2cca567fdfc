import { describe, expect, test } from "vitest";
import { destinationAfterSignIn, safeNextPath } from "./destination";

describe("where to go after signing in", () => {
  test.each([
    ["/admin/bookings?page=2", "/admin/bookings?page=2"],
    ["/insights", "/insights"],
    ["https://evil.example/", undefined],
    ["//evil.example/", undefined],
    ["/\\evil.example", undefined],
    ["/ok\nLocation: x", undefined],
    ["/auth", undefined],
    ["/auth?next=/admin", undefined],
    ["", undefined],
    [null, undefined],
  ])("next=%j is %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  test("without a usable next, staff and admins go to /admin and clients to their account", () => {
    expect(destinationAfterSignIn({ role: "admin" }, null)).toBe("/admin");
    expect(destinationAfterSignIn({ role: "staff" }, "//evil")).toBe("/admin");
    expect(destinationAfterSignIn({ role: "client" })).toBe("/account");
    expect(destinationAfterSignIn({ role: "client" }, "/contact")).toBe("/contact");
  });
});

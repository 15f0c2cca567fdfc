import { describe, expect, test } from "vitest";
import {
  destinationAfterSignIn,
  MAX_NEXT_LENGTH,
  safeNextPath,
  signInPathFor,
} from "./destination";

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

describe("the sign-in address that brings a visitor back", () => {
  test("carries the page and its query", () => {
    expect(signInPathFor("/admin/bookings?page=2")).toBe(
      "/auth?next=%2Fadmin%2Fbookings%3Fpage%3D2",
    );
  });

  test("drops a query too long to carry, keeping the page", () => {
    const long = `/admin/recognitions/review-scores/new?slug=${"%F0%9F%98%80".repeat(1_000)}`;
    expect(signInPathFor(long)).toBe("/auth?next=%2Fadmin%2Frecognitions%2Freview-scores%2Fnew");
  });

  test("drops next altogether when even the path is too long", () => {
    expect(signInPathFor(`/admin/team/${"x".repeat(MAX_NEXT_LENGTH)}`)).toBe("/auth");
  });

  test("never carries an address that is not ours", () => {
    expect(signInPathFor("//evil.example/")).toBe("/auth");
  });

  test("a next too long to have come from this site is ignored after sign-in", () => {
    expect(safeNextPath(`/${"a".repeat(MAX_NEXT_LENGTH)}`)).toBeUndefined();
  });
});

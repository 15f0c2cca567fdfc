import { describe, expect, test } from "vitest";
import { isPrivatePath, isStorableResponse } from "./private-paths";

describe("isPrivatePath", () => {
  test.each([
    "/api",
    "/api/availability",
    "/admin",
    "/admin/bookings",
    "/admin.data",
    "/admin/bookings.data",
    "/auth",
    "/auth.data",
    "/auth/logout",
    "/account",
    "/account.data",
    "/account/export.json",
    "/account/consultations/0b6a3b1e-6f0e-4c4e-9a7e-1d2c3b4a5f60/invite.ics",
    "/consultation/manage/abc123",
    "/consultation/manage/abc123.data",
    "/consultation/manage/abc123/invite.ics",
  ])("%s is private", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  test.each([
    "/",
    "/_root.data",
    "/consultation",
    "/consultation.data",
    "/services/family-law",
    "/insights/some-article.data",
    "/administration-of-estates",
    "/authors",
    "/apis",
    "/accountancy",
  ])("%s is public", (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});

describe("isStorableResponse", () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  test.each([
    ["public, max-age=0, must-revalidate", true],
    ["no-cache", true],
    ["public, max-age=31536000, immutable", true],
    ["private, no-store", false],
    ["no-store", false],
    ["private", false],
    ["Private, max-age=60", false],
    ["max-age=60,private", false],
  ])("Cache-Control %s → %s", (value, storable) => {
    expect(isStorableResponse(headers({ "Cache-Control": value }))).toBe(storable);
  });

  test("a response without Cache-Control may be stored", () => {
    expect(isStorableResponse(headers({}))).toBe(true);
  });

  test("a response that sets a cookie is never stored", () => {
    const withCookie = { get: (name: string) => (name === "Set-Cookie" ? "__session=x" : null) };
    expect(isStorableResponse(withCookie)).toBe(false);
  });
});

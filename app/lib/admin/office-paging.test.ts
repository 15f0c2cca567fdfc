import { describe, expect, test } from "vitest";
import { pageFrom, withQuery } from "./office-paging";

describe("pageFrom", () => {
  test.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=abc", 1],
    ["?page=999999999", 1],
  ])("%s is page %i", (search, page) => {
    const result = pageFrom(new URL(`http://x/admin/mail${search}`), 25);
    expect(result).toEqual({ page, limit: 25, offset: (page - 1) * 25 });
  });
});

describe("withQuery", () => {
  test("keeps the filters, sets the page, drops page 1 and empty values", () => {
    expect(withQuery("/admin/mail", "?status=failed&page=2", { page: 3 })).toBe(
      "/admin/mail?status=failed&page=3",
    );
    expect(withQuery("/admin/mail", "?status=failed&page=2", { page: 1 })).toBe(
      "/admin/mail?status=failed",
    );
    expect(withQuery("/admin/mail", "?status=failed", { status: "" })).toBe("/admin/mail");
  });
});

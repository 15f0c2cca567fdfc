import { describe, expect, it } from "vitest";
import { needsFullLoad, pageKindOf } from "./page-kinds";

describe("pageKindOf", () => {
  it.each([
    ["/", "reading"],
    ["/services/family-law", "reading"],
    ["/services/conveyancing/buying-a-home", "reading"],
    ["/services/conveyancing/conveyancing-costs", "working"],
    ["/services/conveyancing/stamp-duty-calculator/", "working"],
    ["/contact", "working"],
    ["/contact/sent", "reading"],
    ["/consultation", "working"],
    ["/consultation/manage/abc", "working"],
    ["/consultations", "reading"],
    ["/auth/set-password/xyz", "working"],
    ["/admin", "working"],
    ["/administration", "reading"],
  ] as const)("%s is a %s page", (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });
});

describe("needsFullLoad", () => {
  it("always loads in full from a reading page", () => {
    expect(needsFullLoad("/contact", "reading")).toBe(true);
  });
  it("navigates in the browser between working pages, query and hash included", () => {
    expect(needsFullLoad("/contact?from=home#form", "working")).toBe(false);
    expect(needsFullLoad("/admin/bookings", "working")).toBe(false);
  });
  it("loads reading pages, other sites and files in full from a working page", () => {
    expect(needsFullLoad("/about", "working")).toBe(true);
    expect(needsFullLoad("https://www.sra.org.uk/", "working")).toBe(true);
    expect(needsFullLoad("//example.com/admin", "working")).toBe(true);
    expect(needsFullLoad("/consultation/manage/abc/invite.ics", "working")).toBe(true);
  });
});

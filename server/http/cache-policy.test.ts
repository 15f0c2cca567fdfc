import { describe, expect, test } from "vitest";
import { cacheControlFor, PERSONAL, REVALIDATE, type ResponseFacts } from "./cache-policy";

const page: ResponseFacts = {
  path: "/insights/an-article",
  status: 200,
  signedIn: false,
  setsCookie: false,
  cacheControl: undefined,
};

describe("cacheControlFor", () => {
  test("a page rendered per request is revalidated on every use", () => {
    expect(cacheControlFor(page)).toBe(REVALIDATE);
  });

  test("a handler's own choice stands for public answers", () => {
    const immutable = "public, max-age=31536000, immutable";
    expect(cacheControlFor({ ...page, path: "/assets/a-1.js", cacheControl: immutable })).toBe(
      immutable,
    );
  });

  test.each(["/api/availability", "/admin", "/admin/bookings", "/auth", "/consultation/manage/x"])(
    "%s is personal even if its handler said otherwise",
    (path) => {
      expect(cacheControlFor({ ...page, path, cacheControl: "public, max-age=3600" })).toBe(
        PERSONAL,
      );
    },
  );

  test("any answer to a signed-in person, or that sets a cookie, is personal", () => {
    expect(cacheControlFor({ ...page, signedIn: true })).toBe(PERSONAL);
    expect(cacheControlFor({ ...page, setsCookie: true, cacheControl: "public" })).toBe(PERSONAL);
  });

  test("server errors are never stored", () => {
    expect(cacheControlFor({ ...page, status: 500 })).toBe("no-store");
    expect(cacheControlFor({ ...page, status: 503, cacheControl: "public" })).toBe("no-store");
  });

  test("a not-found page is revalidated like any rendered page", () => {
    expect(cacheControlFor({ ...page, status: 404 })).toBe(REVALIDATE);
  });
});

import { describe, expect, test } from "vitest";
import { redirectWithNotice, takeNotice } from "./notice.server";

const withCookie = (cookie: string) =>
  new Request("http://localhost/admin", { headers: { Cookie: cookie } });

describe("the admin notice", () => {
  test("rides from the redirect to the next admin page, then is cleared", () => {
    const response = redirectWithNotice(
      "/admin/consultations",
      "Booking CH-7K3M9Q cancelled; see notes",
    );
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(response.status).toBe(302);
    expect(setCookie).toMatch(
      /^admin_notice=[^;]+; Max-Age=60; Path=\/admin; HttpOnly; SameSite=Lax$/,
    );
    const { notice, clear } = takeNotice(withCookie(setCookie.split(";")[0] as string));
    expect(notice).toBe("Booking CH-7K3M9Q cancelled; see notes");
    expect(clear).toMatch(/^admin_notice=; Max-Age=0; Path=\/admin/);
  });

  test("no cookie, no notice; a value that cannot be decoded does not break the page", () => {
    expect(takeNotice(withCookie("__session=abc"))).toEqual({ notice: null, clear: null });
    expect(takeNotice(withCookie("admin_notice=%E0%A4%A")).notice).toBe("%E0%A4%A");
  });

  test("a notice is cut to 200 characters", () => {
    const setCookie = redirectWithNotice("/admin", "x".repeat(500)).headers.get("Set-Cookie") ?? "";
    expect(takeNotice(withCookie(setCookie.split(";")[0] as string)).notice).toHaveLength(200);
  });
});

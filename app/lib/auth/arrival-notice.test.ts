import { describe, expect, test } from "vitest";
import { arrivalNotice, withArrival } from "./arrival-notice";

describe("the line a page shows on arrival", () => {
  test("fixed words picked by a flag, per page", () => {
    const at = (path: string) => new URL(path, "https://example.test");
    expect(arrivalNotice("auth", at(withArrival("/auth?next=/account", "auth", "verified")))).toBe(
      "Your e-mail address is confirmed. Sign in to see your account.",
    );
    expect(arrivalNotice("auth", at(withArrival("/auth", "auth", "signed-out")))).toBe(
      "You have signed out.",
    );
    expect(arrivalNotice("account", at("/account?password-saved=1"))).toBe(
      "Your new password is saved, and you are signed in.",
    );
    // Nothing else: no flag, another page's flag, or words of the link's own.
    expect(arrivalNotice("auth", at("/auth"))).toBeNull();
    expect(arrivalNotice("auth", at("/auth?password-saved=1"))).toBeNull();
    expect(arrivalNotice("auth", at("/auth?signed-out=You+have+won"))).toBeNull();
  });
});

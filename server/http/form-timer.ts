import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A signed "form shown at" time for the contact form's hidden field, so the server can tell
 * how long someone took to fill it in; bots post within a second, people rarely in under three.
 */
export function createFormTimer(secret: string, clock: () => number = Date.now) {
  const sign = (time: string) =>
    createHmac("sha256", secret).update(`form-timer:${time}`).digest("base64url");
  return {
    issue(): string {
      const time = String(clock());
      return `${time}.${sign(time)}`;
    },
    /** Seconds since the token was issued, or null if it is missing, forged or from the future. */
    secondsSince(token: string | undefined | null): number | null {
      const [time, signature] = (token ?? "").split(".");
      if (!time || !signature || !/^\d{10,16}$/.test(time)) return null;
      const expected = Buffer.from(sign(time));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const seconds = (clock() - Number(time)) / 1000;
      return seconds < 0 ? null : seconds;
    },
  };
}

export type FormTimer = ReturnType<typeof createFormTimer>;

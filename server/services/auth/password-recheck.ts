import type { Throttle } from "../limits/throttle";
import { verifyPassword } from "./passwords";

export type RecheckResult =
  | { kind: "right" }
  | { kind: "wrong" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * The password asked for again before a sensitive change (a new password, a new address,
 * closing the account), limited as sign-in is (ADR 015, issue 27 item 5): each check is
 * counted against the account before the password is compared, so parallel guesses cannot
 * overtake the count, and a right password gives its count back. Past the limit even the right
 * password is refused until the window passes.
 */
export function createPasswordRecheck(throttle: Throttle) {
  return async (
    user: { id: string; passwordHash: string | null },
    password: string,
  ): Promise<RecheckResult> => {
    const count = await throttle.hit(user.id);
    if (count.limited) return { kind: "rate-limited", retryAfterSeconds: count.retryAfterSeconds };
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      return { kind: "wrong" };
    }
    await throttle.release(user.id);
    return { kind: "right" };
  };
}

export type PasswordRecheck = ReturnType<typeof createPasswordRecheck>;

import { newSecretToken, sameSecret, signFor } from "../../security/tokens/hash-token";

/**
 * A browser that has signed in to an account before carries a signed "device" token for it
 * (OWASP's device cookies). Guesses from elsewhere can then be slowed without slowing the
 * account's owner, who signs in from a known browser on its own allowance (ADR 015).
 */
export function createTrustedDevices(secret: string) {
  const sign = (email: string, id: string) => signFor(secret, "device", `${email}\n${id}`);
  return {
    /** A token for this browser and account, to keep in a long-lived cookie. */
    issue(email: string): string {
      const id = newSecretToken().slice(0, 22);
      return `${id}.${sign(email, id)}`;
    },
    /** The device's id when the token was issued to a browser for this account, else undefined. */
    idFor(token: string | undefined, email: string): string | undefined {
      const [id, signature] = (token ?? "").split(".");
      if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
      return sameSecret(signature, sign(email, id)) ? id : undefined;
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;

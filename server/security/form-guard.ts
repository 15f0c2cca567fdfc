import { newSecretToken, sameSecret, signFor } from "./tokens/hash-token";

/**
 * The public forms whose posts are checked for bots (booking covers Saturday requests too;
 * quote is "E-mail me this quote").
 */
export type GuardedForm = "contact" | "booking" | "quote";

/** What the hidden fields of a guarded form carry back. */
export interface GuardFields {
  /** The signed form token, issued when the form was shown. */
  startedAt?: string;
  /** The honeypot: a field people never see, so never fill. */
  website?: string;
}

export type SubmissionCheck =
  /** Store it; formId makes a second post of the same form find the first submission. */
  | { kind: "person"; formId: string }
  /**
   * Could be a bot, could be a person with autofill: store nothing, show the form again with
   * everything kept and a fresh token, and ask them to send it again.
   */
  | { kind: "confirm"; reason: "honeypot" | "too-fast" | "expired" | "invalid" };

export interface FormGuardOptions {
  /** The fewest seconds a person takes to fill each form in. */
  minSeconds: Record<GuardedForm, number>;
  /** A form left open longer than this is sent again with a fresh token. */
  maxAgeSeconds: number;
}

/**
 * The one bot check for the public forms (ADR 016). A token names when the form was shown and
 * a random id, signed with the server's secret; the check happens when the form comes back.
 * Nothing is spent when a form is shown (the contact page is prefetched from every page); a
 * submission spends its token's id by storing it with the enquiry or booking.
 */
export function createFormGuard(secret: string, options: FormGuardOptions, clock: () => number) {
  const sign = (body: string) => signFor(secret, "form", body);

  /** A genuine token's shown time and id, or why it is not one. */
  function read(
    startedAt: string | undefined,
  ): { time: number; id: string } | { refused: "invalid" | "expired" } {
    const [time, id, signature] = (startedAt ?? "").split(".");
    if (!time || !id || !signature || !/^\d{10,16}$/.test(time)) return { refused: "invalid" };
    if (!sameSecret(signature, sign(`${time}.${id}`))) return { refused: "invalid" };
    const seconds = (clock() - Number(time)) / 1000;
    if (seconds < 0) return { refused: "invalid" };
    if (seconds > options.maxAgeSeconds) return { refused: "expired" };
    return { time: Number(time), id };
  }

  function issue(): string {
    const body = `${clock()}.${newSecretToken().slice(0, 22)}`;
    return `${body}.${sign(body)}`;
  }

  return {
    issue,

    /**
     * The token for a form shown again (a field to correct, a slot taken, "press again"): the
     * one it came with, while that is genuine and in date, so the timer runs from the first
     * time the form was shown. A person who fixes a typo within seconds has still taken the
     * whole time since then; a fresh token would call them too quick. Nothing was stored, so
     * its id is not spent. A forged or expired token is replaced by a fresh one.
     */
    carryOver(fields: GuardFields): string {
      const token = read(fields.startedAt);
      return "refused" in token ? issue() : (fields.startedAt as string);
    },

    check(form: GuardedForm, fields: GuardFields): SubmissionCheck {
      if (fields.website) return { kind: "confirm", reason: "honeypot" };
      const token = read(fields.startedAt);
      if ("refused" in token) return { kind: "confirm", reason: token.refused };
      if ((clock() - token.time) / 1000 < options.minSeconds[form]) {
        return { kind: "confirm", reason: "too-fast" };
      }
      return { kind: "person", formId: token.id };
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;

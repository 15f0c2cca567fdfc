import { createHash } from "node:crypto";
import type { Request } from "express";
import { z } from "~/shared/zod";

/**
 * The `Idempotency-Key` header of a POST to /api/bookings (issue 47): a client that sends the
 * same booking again with the same key (a retry after a lost answer) gets the same answer and
 * nothing new is booked. Visible ASCII, 16 to 255 characters, so a UUID fits and a counter
 * like "1", which two clients could share, does not.
 */
const keySchema = z.object({
  "Idempotency-Key": z
    .string()
    .regex(
      /^[\x21-\x7e]{16,255}$/,
      "An Idempotency-Key is 16 to 255 visible characters without spaces (a UUID will do).",
    )
    .optional(),
});

/** What the booking service is told about a keyed submission (BookingSignals). */
export interface KeyedSubmission {
  /** Stored with the booking: the key, hashed, for this address only. */
  formId: string;
  /** What the booking's manage token is made from, so a replay is given the same link. */
  formSecret: string;
}

/**
 * The header read and checked: nothing when it is absent, the submission's identity when it is
 * well formed, or zod's error. The key is scoped to the address booked for, so two clients'
 * keys never meet, and only its hash is stored.
 */
export function readIdempotencyKey(
  req: Request,
  email: string,
): { ok: true; submission?: KeyedSubmission } | { ok: false; error: z.ZodError } {
  const parsed = keySchema.safeParse({ "Idempotency-Key": req.get("Idempotency-Key") });
  if (!parsed.success) return { ok: false, error: parsed.error };
  const key = parsed.data["Idempotency-Key"];
  if (key === undefined) return { ok: true };
  const formSecret = `${email.trim().toLowerCase()}\n${key}`;
  return {
    ok: true,
    submission: {
      formId: `api:${createHash("sha256").update(formSecret).digest("base64url")}`,
      formSecret,
    },
  };
}

import { firm } from "~/config/firm";
import type { EnquiryInput } from "~/lib/schemas/enquiry";
import type { Database } from "../../db/client";
import { enquiries } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Throttle } from "../auth/throttle";
import { isUniqueViolation } from "../auth/users";
import { queueMail } from "../mail/outbox";
import { enquiryAcknowledgement, enquiryNotification } from "../mail/templates/enquiry-mails";
import { newReference } from "./reference";

export type SubmitEnquiryResult =
  | { kind: "stored"; reference: string }
  /** Looks like success to the sender (a bot), but nothing was kept or sent. */
  | { kind: "discarded"; reference: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface SubmissionSignals {
  ip: string;
  /** The hidden field people never see; anything in it means a bot filled the form. */
  honeypot?: string;
  /** Seconds since the form was shown, when known (the web form); null if the token was bad. */
  secondsOnForm?: number | null;
}

export function createEnquiryService(deps: {
  db: Database;
  throttle: Throttle;
  /** Where the firm's notification goes. */
  firmInbox: string;
  minSecondsOnForm: number;
  logger: Logger;
  onMailQueued?: () => void;
}) {
  const { db, logger } = deps;

  async function store(input: EnquiryInput): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const reference = newReference();
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(enquiries)
            .values({
              reference,
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              practiceArea: input.practiceArea,
              message: input.message,
              replyBy: input.replyBy,
              privacyAgreedAt: new Date(),
            })
            .returning({ id: enquiries.id });
          const forMail = { ...input, reference, phone: input.phone ?? null };
          await queueMail(tx, {
            idempotencyKey: `enquiry:${row?.id}:notification`,
            to: [deps.firmInbox],
            replyTo: input.email,
            ...enquiryNotification(forMail),
          });
          await queueMail(tx, {
            idempotencyKey: `enquiry:${row?.id}:acknowledgement`,
            to: [input.email],
            replyTo: firm.email,
            ...enquiryAcknowledgement(forMail),
          });
        });
        return reference;
      } catch (err) {
        // A clash of random references: draw another. Anything else is a real failure.
        if (isUniqueViolation(err) && attempt < 5) continue;
        throw err;
      }
    }
  }

  return {
    async submit(input: EnquiryInput, signals: SubmissionSignals): Promise<SubmitEnquiryResult> {
      if (signals.honeypot) {
        logger.info({ event: "enquiry.discarded", reason: "honeypot" }, "enquiry discarded");
        return { kind: "discarded", reference: newReference() };
      }
      if (signals.secondsOnForm !== undefined) {
        if (signals.secondsOnForm === null || signals.secondsOnForm < deps.minSecondsOnForm) {
          logger.info({ event: "enquiry.discarded", reason: "too-fast" }, "enquiry discarded");
          return { kind: "discarded", reference: newReference() };
        }
      }
      const limit = await deps.throttle.hit(signals.ip);
      if (limit.limited)
        return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
      const reference = await store(input);
      logger.info(
        { event: "enquiry.stored", reference, practiceArea: input.practiceArea },
        "enquiry stored",
      );
      deps.onMailQueued?.();
      return { kind: "stored", reference };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;

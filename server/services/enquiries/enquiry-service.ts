import { eq } from "drizzle-orm";
import type { EnquiryInput } from "~/shared/schemas/enquiry";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { enquiries } from "../../db/schema";
import type { Logger } from "../../logger";
import type { FirmFactsSource } from "../firm-facts";
import type { MailBudget } from "../limits/mail-budget";
import type { AddressThrottle } from "../limits/throttle";
import { queueMail } from "../mail/outbox";
import { enquiryAcknowledgement, enquiryNotification } from "../mail/templates/enquiry-mails";
import { newReference } from "./reference";

export type SubmitEnquiryResult =
  | { kind: "stored"; reference: string }
  /** The same form was sent before (a double click, Back and send): its first reference. */
  | { kind: "already-stored"; reference: string }
  /** Looks like success to the sender (a bot), but nothing was kept or sent. */
  | { kind: "discarded"; reference: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface SubmissionSignals {
  ip: string;
  /** The JSON API's hidden field; the web form's is checked by the form guard first. */
  honeypot?: string;
  /** The web form's token id (server/security/form-guard.ts): one enquiry per form shown. */
  formId?: string;
}

class AlreadyStored extends Error {
  constructor(readonly reference: string) {
    super("this form was stored before");
  }
}

export function createEnquiryService(deps: {
  db: Database;
  throttle: AddressThrottle;
  /** Where the firm's notification goes. */
  firmInbox: string;
  logger: Logger;
  onMailQueued?: () => void;
  /** The firm's facts: the acknowledgement says when to call. */
  firm: FirmFactsSource;
  /** How many acknowledgements one address may be sent an hour (ADR 029, issue 47). */
  acknowledgements: MailBudget;
}) {
  const { db, logger } = deps;

  async function referenceOfForm(formId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ reference: enquiries.reference })
      .from(enquiries)
      .where(eq(enquiries.formId, formId));
    return row?.reference;
  }

  /** Stores the enquiry and its two e-mails; throws AlreadyStored when its form was stored before. */
  async function store(
    input: EnquiryInput,
    formId: string | undefined,
    acknowledge: boolean,
  ): Promise<string> {
    const facts = await deps.firm.facts();
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
              // When the privacy notice was shown with the form (the basis is not consent).
              privacyAgreedAt: new Date(),
              formId: formId ?? null,
            })
            .returning({ id: enquiries.id });
          const forMail = { ...input, reference, phone: input.phone ?? null };
          await queueMail(tx, {
            idempotencyKey: `enquiry:${row?.id}:notification`,
            to: [deps.firmInbox],
            replyTo: input.email,
            ...enquiryNotification(forMail, facts),
          });
          if (!acknowledge) return;
          await queueMail(tx, {
            idempotencyKey: `enquiry:${row?.id}:acknowledgement`,
            to: [input.email],
            replyTo: facts.email,
            ...enquiryAcknowledgement(forMail, facts),
          });
        });
        return reference;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The same form, posted twice at once: the other post stored it.
        const earlier = formId ? await referenceOfForm(formId) : undefined;
        if (earlier) throw new AlreadyStored(earlier);
        // A clash of random references: draw another.
        if (attempt < 5) continue;
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
      if (signals.formId) {
        const earlier = await referenceOfForm(signals.formId);
        if (earlier) return { kind: "already-stored", reference: earlier };
      }
      const limit = await deps.throttle.hit(signals.ip);
      if (limit.limited)
        return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
      // Past the address's budget the enquiry is still stored and the firm still told: only
      // the acknowledgement, which anyone could aim at a stranger's inbox, is not sent.
      const budget = await deps.acknowledgements.spend({ to: input.email });
      let reference: string;
      try {
        reference = await store(input, signals.formId, budget.kind === "within");
      } catch (err) {
        if (err instanceof AlreadyStored)
          return { kind: "already-stored", reference: err.reference };
        throw err;
      }
      logger.info(
        {
          event: "enquiry.stored",
          reference,
          practiceArea: input.practiceArea,
          acknowledged: budget.kind === "within",
        },
        "enquiry stored",
      );
      deps.onMailQueued?.();
      return { kind: "stored", reference };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;

import { and, eq } from "drizzle-orm";
import { type Amount, calculateQuote, type Quote } from "~/shared/quote/calculate-quote";
import { type QuoteInput, quoteSchema } from "~/shared/quote/quote-schema";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { quotes } from "../../db/schema";
import type { Logger } from "../../logger";
import { newReference } from "../enquiries/reference";
import type { FirmFactsSource } from "../firm-facts";
import type { MailBudget } from "../limits/mail-budget";
import type { AddressThrottle } from "../limits/throttle";
import { queueMail } from "../mail/outbox";
import { quoteLeadNotification } from "../mail/templates/quote-lead-mail";
import { quoteMail } from "../mail/templates/quote-mail";

export interface SavedQuote {
  reference: string;
  createdAt: Date;
  /** The answers as the quote page's address carries them, to work it out again today. */
  answers: Record<string, string>;
  /** The answers it was worked out from (undefined if they no longer read as a quote). */
  input: QuoteInput | undefined;
  figures: Quote | undefined;
  total: Amount;
}

/**
 * The stored answers are the parsed ones (numbers, booleans); the form's schema and the page's
 * address carry strings, and an unticked box is simply absent.
 */
const stringAnswers = (stored: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(stored)
      .filter(([, v]) => v !== false && v !== null && v !== undefined)
      .map(([k, v]) => [k, v === true ? "yes" : String(v)]),
  );

/** A stored quote as it was quoted: its answers read back through the form's schema. */
export function savedQuoteOf(row: typeof quotes.$inferSelect): SavedQuote {
  const answers = stringAnswers(row.input);
  const input = quoteSchema.safeParse(answers);
  return {
    reference: row.reference,
    answers,
    createdAt: row.createdAt,
    input: input.success ? input.data : undefined,
    figures: row.figures ?? undefined,
    total: { min: row.totalMin / 100, max: row.totalMax / 100 },
  };
}

export type EmailQuoteResult =
  | { kind: "sent"; reference: string }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** The address has been sent several e-mails this hour: this quote is neither kept nor sent. */
  | { kind: "mail-budget-spent"; retryAt: Date };

/**
 * "E-mail me this quote": the quote is kept with a reference and sent through the outbox, and
 * the firm is told of the new lead. The page's bot check happens before this, at the form
 * (server/security/form-guard.ts).
 */
export function createQuoteService(deps: {
  db: Database;
  throttle: AddressThrottle;
  /** How many quotes one address may be sent an hour (ADR 029, issue 47). */
  acknowledgements: MailBudget;
  siteUrl: string;
  /** Where the firm hears of a new lead (as of a new enquiry). */
  firmInbox: string;
  logger: Logger;
  onMailQueued?: () => void;
  /** The price list in force (firm_settings "prices"), and the facts for the mail's letterhead. */
  firm: FirmFactsSource;
}) {
  return {
    /**
     * A quote sent to `email`, as it was quoted: its answers read back through the form's
     * schema, and the figures kept that day (undefined for a quote sent before they were kept).
     */
    async sentTo(email: string, reference: string): Promise<SavedQuote | undefined> {
      const [row] = await deps.db
        .select()
        .from(quotes)
        .where(and(eq(quotes.reference, reference), eq(quotes.email, email)));
      return row ? savedQuoteOf(row) : undefined;
    },

    async emailQuote(
      input: QuoteInput,
      email: string,
      signals: { ip: string; today: string },
    ): Promise<EmailQuoteResult> {
      const limit = await deps.throttle.hit(signals.ip);
      if (limit.limited)
        return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
      const budget = await deps.acknowledgements.spend({ to: email });
      if (budget.kind === "spent") return { kind: "mail-budget-spent", retryAt: budget.retryAt };
      // Worked out from the prices in force now; the figures are kept with the quote, so a later
      // price change never alters a quote already sent (sentTo reads them back).
      const quote = calculateQuote(input, signals.today, await deps.firm.prices());
      for (let attempt = 0; ; attempt++) {
        const reference = newReference("QT");
        const firm = await deps.firm.facts();
        try {
          await deps.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(quotes)
              .values({
                reference,
                email,
                input,
                totalMin: Math.round(quote.total.min * 100),
                totalMax: Math.round(quote.total.max * 100),
                figures: quote,
              })
              .returning({ id: quotes.id });
            await queueMail(tx, {
              idempotencyKey: `quote:${row?.id}:email`,
              to: [email],
              replyTo: firm.email,
              ...quoteMail(
                reference,
                { input, quote, quotedOn: signals.today },
                deps.siteUrl,
                firm,
              ),
            });
            if (!row) return;
            // The firm hears of it as of an enquiry, with a link to the lead rather than its
            // every answer; replying to it reaches the visitor.
            await queueMail(tx, {
              idempotencyKey: `quote:${row.id}:notification`,
              to: [deps.firmInbox],
              replyTo: email,
              ...quoteLeadNotification(
                { id: row.id, reference, email, input, total: quote.total },
                deps.siteUrl,
                firm,
              ),
            });
          });
          deps.logger.info({ event: "quote.emailed", reference }, "quote e-mailed");
          deps.onMailQueued?.();
          return { kind: "sent", reference };
        } catch (err) {
          if (isUniqueViolation(err) && attempt < 5) continue;
          throw err;
        }
      }
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

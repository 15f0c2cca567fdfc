import { firm } from "~/config/firm";
import { calculateQuote } from "~/lib/quote/calculate-quote";
import type { QuoteInput } from "~/lib/quote/quote-schema";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { quotes } from "../../db/schema";
import type { Logger } from "../../logger";
import { newReference } from "../enquiries/reference";
import type { Throttle } from "../limits/throttle";
import { queueMail } from "../mail/outbox";
import { quoteMail } from "../mail/templates/quote-mail";

export type EmailQuoteResult =
  | { kind: "sent"; reference: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * "E-mail me this quote": the quote is kept with a reference and sent through the outbox. The
 * page's bot check happens before this, at the form (server/security/form-guard.ts).
 */
export function createQuoteService(deps: {
  db: Database;
  throttle: Throttle;
  siteUrl: string;
  logger: Logger;
  onMailQueued?: () => void;
}) {
  return {
    async emailQuote(
      input: QuoteInput,
      email: string,
      signals: { ip: string; today: string },
    ): Promise<EmailQuoteResult> {
      const limit = await deps.throttle.hit(signals.ip);
      if (limit.limited)
        return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
      const quote = calculateQuote(input, signals.today);
      for (let attempt = 0; ; attempt++) {
        const reference = newReference("QT");
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
              })
              .returning({ id: quotes.id });
            await queueMail(tx, {
              idempotencyKey: `quote:${row?.id}:email`,
              to: [email],
              replyTo: firm.email,
              ...quoteMail(reference, quote, deps.siteUrl),
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

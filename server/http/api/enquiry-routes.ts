import { Router } from "express";
import { enquirySchema } from "~/shared/schemas/enquiry";
import type { EnquiryService } from "../../services/enquiries/enquiry-service";
import type { FirmFactsSource } from "../../services/firm-facts";
import { minutesFrom, sendRateLimited, sendValidationError } from "./respond";

/**
 * POST /api/enquiries: the contact form's service as JSON, for other clients. It applies the
 * rate limit, and the honeypot when the `website` field is sent, but not the form's timer.
 */
export function enquiryRoutes(enquiries: EnquiryService, firm: FirmFactsSource): Router {
  const router = Router();
  router.post("/", async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = enquirySchema.safeParse(body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const honeypot = typeof body.website === "string" ? body.website : undefined;
    const result = await enquiries.submit(parsed.data, { ip: req.ip ?? "unknown", honeypot });
    if (result.kind === "rate-limited") {
      const { phone } = await firm.facts();
      return sendRateLimited(
        res,
        result.retryAfterSeconds,
        `We have had several messages from you in the last hour. Please call us on ${phone}, or try again in ${minutesFrom(result.retryAfterSeconds)}.`,
      );
    }
    res.status(201).json({ reference: result.reference });
  });
  return router;
}

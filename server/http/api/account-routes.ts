import { Router } from "express";
import { FORGOT_PASSWORD_ANSWER } from "~/shared/auth/forgot-password-answer";
import { forgotPasswordSchema } from "~/shared/schemas/auth";
import type { AccountServices } from "../../services/accounts";
import { minutesFrom, sendRateLimited, sendValidationError } from "./respond";

/** A person's own account beyond the spec's four calls (issue 20): the same JSON conventions. */
export function accountRoutes(accounts: AccountServices): Router {
  const router = Router();

  // 202 and one body for every address: whether it has an account is never told.
  router.post("/forgot-password", async (req, res) => {
    const parsed = forgotPasswordSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const result = await accounts.resets.request(parsed.data.email, { ip: req.ip ?? "unknown" });
    if (result.kind === "rate-limited") {
      return sendRateLimited(
        res,
        result.retryAfterSeconds,
        `Too many requests from here. Please try again in ${minutesFrom(result.retryAfterSeconds)}.`,
      );
    }
    res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
  });

  return router;
}

import type { Response } from "express";
import { fieldErrors } from "~/shared/forms/parse-fields";
import type { z } from "~/shared/zod";

export function sendValidationError(res: Response, error: z.ZodError): void {
  res
    .status(400)
    .json({ message: "Please check the highlighted fields.", errors: fieldErrors(error) });
}

export function sendRateLimited(res: Response, retryAfterSeconds: number, message: string): void {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({ message });
}

export function minutesFrom(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

/** Whole minutes to wait, never "0 minutes". */
export const minutesToWait = (retryAfterSeconds: number) =>
  Math.max(1, Math.ceil(retryAfterSeconds / 60));

/**
 * What sign-in and every password asked again say past their limit (ADRs 015 and 026): one
 * sentence, so the two never drift apart.
 */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${minutesToWait(retryAfterSeconds)} minutes.`;
}

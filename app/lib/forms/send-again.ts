/** Why the form guard asked for a form to be sent again (server/security/form-guard.ts). */
export type SendAgainReason = "honeypot" | "too-fast" | "expired" | "invalid";

/**
 * What a person is told when their form is shown again unsent: everything they typed is kept,
 * and pressing the button once more sends it. Never a pretend success.
 */
export function sendAgainMessage(reason: SendAgainReason, button: string): string {
  const why =
    reason === "expired"
      ? "This form had been open for a long time"
      : "We check forms sent very quickly, to keep out automated messages";
  return `${why}, so nothing has been sent yet. Please check your details and press "${button}" again; everything you typed is kept.`;
}

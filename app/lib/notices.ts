/**
 * Every toast and prompt on a page goes through one notification region, owned by the
 * enhancement script (app/enhance/notices.ts), so two never show at once. React code on
 * working pages raises a notice with `notify`; the script draws it.
 */
export const NOTICE_EVENT = "site:notice";

export interface Notice {
  title: string;
  description?: string;
  tone?: "info" | "success" | "problem";
  /** A prompt: one button that does something, such as Reload. A prompt stays until used. */
  action?: { label: string; altText: string; run: () => void };
}

/** How long a notice without an action stays (it is never the only place a fact is shown). */
export const NOTICE_DURATION_MS = 5_000;

export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: notice }));
}

/**
 * Employment law facts that change under the Employment Rights Act 2025, kept in one place so
 * every page says the same thing and one edit updates them all (docs/firm-and-rules.md,
 * "Facts that change during 2026"). Reviewed 23 Nov 2026.
 *
 * - Tribunal time limit: three months less one day for most claims, to start Acas early
 *   conciliation. The Act extends it to six months; the government's implementation roadmap
 *   scheduled that for October 2026, brought in by commencement regulations. No page can know
 *   whether the change covers a reader's claim, so the copy says so, advises treating the shorter
 *   limit as the deadline, and never gives six months as certain.
 * - Unfair dismissal qualifying period: two years, falling to six months from 1 January 2027.
 */
import type { Markdown } from "../types";

/** The full rule, for the employment service page. Two paragraphs. */
export const tribunalTimeLimit: Markdown = `The deadline is strict. For most claims, including unfair dismissal, discrimination and unlawful deductions from wages, you must contact Acas to start early conciliation within **three months less one day** of the act you are complaining about, such as the date your employment ended. Early conciliation then pauses the clock while it runs.

The **Employment Rights Act 2025** extends this limit to **six months**. The government's roadmap for the Act scheduled the change for **October 2026**, and it applies only once commencement regulations made under the Act bring it into force; those regulations decide which claims and which dates it covers. This page cannot tell whether the longer limit applies to your claim, so **treat three months less one day as your deadline** until we have checked your dates.`;

/** The same rule in two sentences, for price pages and articles. */
export const tribunalTimeLimitInBrief: Markdown = `For most claims, Acas must be contacted within **three months less one day** of the dismissal or other act complained of. The Employment Rights Act 2025 extends this to six months, a change the government scheduled for October 2026 by commencement regulations; until we have checked that it covers your claim, treat three months less one day as your deadline.`;

/** One sentence on who can claim ordinary unfair dismissal. */
export const unfairDismissalQualifyingPeriod: Markdown = `Ordinary unfair dismissal claims need a period of continuous employment, called the **qualifying period**: two years for dismissals before 1 January 2027, falling to **six months from 1 January 2027** under the Employment Rights Act 2025.`;

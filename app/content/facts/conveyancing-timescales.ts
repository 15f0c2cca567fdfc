/**
 * How long buying or selling a home usually takes, kept in one place so the guides, the FAQs
 * and the price pages give the same range (docs/firm-and-rules.md, "Conveyancing timescales":
 * a range with its source and date, never a promise). Reviewed 27 Nov 2026.
 *
 * - Source: property industry figures (portals' and conveyancing comparison sites' surveys)
 *   put the average at roughly 4 to 5 months from offer accepted to completion in 2024–2025.
 * - The range we give, 12 to 20 weeks, is for a typical freehold purchase or sale in a chain;
 *   the price pages' stages count their weeks from the same starting point and end inside it.
 */
import type { Markdown } from "../types";

/** Weeks from the offer being accepted to completion, for a typical move in a chain. */
export const typicalMoveWeeks = { from: 12, to: 20 } as const;

const range = `${typicalMoveWeeks.from} to ${typicalMoveWeeks.to} weeks`;

/** Where the range comes from, and when it was checked. One sentence. */
export const moveTimescaleSource: Markdown =
  "Property industry figures for 2024 and 2025 put the average at roughly 4 to 5 months from offer to completion (checked November 2026).";

/** The range in a few plain words, for a service page's key facts. */
export const typicalMoveDuration = `Typically ${range} from offer accepted to completion`;

/** The range with its source, for the guides and FAQs. One paragraph. */
export const purchaseTimescale: Markdown = `A typical purchase in a chain takes about **${range}** from the offer being accepted to completion. ${moveTimescaleSource} This is a typical range, not a promise: a cash purchase with no chain can be quicker, and leasehold and new-build purchases often take longer.`;

/** The range alone, in bold, for price pages that add their own reasons for delay. */
export const typicalMoveRange: Markdown = `**about ${range}**`;

import { formatMonth } from "~/shared/time/format";

/**
 * A testimonial as a public page gets it from its loader (`loadTestimonials`): the words, the
 * name the client chose, the matter in general terms and when they were given. Never the
 * consent record, and never a withdrawn testimonial.
 */
export interface PublicTestimonial {
  id: string;
  quote: string;
  displayName: string;
  matterType: string;
  /** "2026-11-03". */
  givenOn: string;
}

/** How many a page shows at most: the most recent few. */
export const TESTIMONIALS_SHOWN = 3;

/** Said with every testimonial shown; kept true by the add form's "not rewarded" confirmation. */
export const howTestimonialsAreCollected =
  "Shared by clients, with their permission, in their own words. We do not pay or reward anyone for a testimonial.";

/** "November 2026": when the words were given, to the month. */
export const givenText = (givenOn: string) => formatMonth(givenOn.slice(0, 7));

/** The words as the client wrote them, one paragraph per blank-line break. */
export const quoteParagraphs = (quote: string) =>
  quote
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");

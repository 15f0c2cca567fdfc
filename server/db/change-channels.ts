/**
 * The channels migration 0007's triggers (and 0009's, for the recognitions tables) NOTIFY on
 * when a committed change touches what the in-memory copies are made from (ADR 012).
 */
export const changeChannels = {
  /**
   * team_members, articles, article_slug_redirects, accreditations, review_scores, testimonials
   * (0016): the shared public pages.
   */
  publicContent: "public_content_changed",
  /**
   * bookings, booking_blocks, booking_capacities, booking_settings, firm_settings: the free
   * slots.
   */
  availability: "availability_changed",
  /**
   * firm_settings and booking_blocks (closures): the firm facts and prices every page shows,
   * so every kept page, release pages included (ADR 032).
   */
  firmFacts: "firm_facts_changed",
} as const;

export type ChangeChannel = (typeof changeChannels)[keyof typeof changeChannels];

/**
 * Shapes of the site's written content. Copy lives in typed modules under app/content/ so
 * pages render it and tests can check it; Markdown strings allow **bold**, [links](/path),
 * bullet and numbered lists, and paragraphs separated by a blank line (no raw HTML).
 */
import type { AreaSlug, LocalServiceSlug, OfficeId, PracticeAreaSlug } from "~/shared/firm/facts";

export type Markdown = string;

export interface Faq {
  question: string;
  answer: Markdown;
}

export interface Section {
  heading: string;
  body: Markdown;
  /**
   * Part of the SRA price and service information (who does the work and who supervises it):
   * a service page shows it open, never folded away with the general guidance.
   */
  priceInformation?: true;
}

export interface Step {
  title: string;
  body: Markdown;
  /** Typical time this step takes, in words: "1 to 2 weeks". */
  duration?: string;
}

export interface PageMeta {
  /**
   * The <title>, without the firm's name. pageMeta() appends " | " and the firm's short name
   * only while the whole fits in 60 characters; with the sample's 13-character short name that
   * leaves 44 for this.
   */
  title: string;
  /** Meta description; 120 to 160 characters. */
  description: string;
}

/** Team members are database rows; content refers to them by these slugs (see server/db/seed/team.ts). */
export type TeamSlug =
  | "eleanor-carrow"
  | "richard-hale"
  | "priya-shah"
  | "tom-whitworth"
  | "hannah-doyle"
  | "daniel-okafor"
  | "sarah-bennett"
  | "james-mercer"
  | "aisha-rahman"
  | "mark-fielding"
  | "claire-ashworth";

export interface ServicePage {
  /** Path below /services: "family-law", "conveyancing/conveyancing-process". */
  path: string;
  practiceArea: PracticeAreaSlug;
  meta: PageMeta;
  /** The page's one <h1>. */
  heading: string;
  /** One or two sentences under the heading: what this is and who it is for. */
  lead: string;
  /** Ordered body sections: what it covers, who it is for, do I need it, and so on. */
  sections: Section[];
  /** How it works, in order, with typical timescales. */
  steps: Step[];
  /** What it costs, or how it is charged, in plain words; links to the price page where there is one. */
  costs: Markdown;
  /** Path of the SRA price page for this service, if there is one ("/compliance/wills-probate"). */
  pricePage?: string;
  /**
   * Where no published price applies: how fees are set, in one sentence, for the page's aside.
   * Never a figure: only the price data may give one.
   */
  feesInBrief?: string;
  /**
   * How long the work usually takes, in a few plain words, for the key facts at the top of the
   * page: a typical range drawn from the steps below, never a promise.
   */
  usualDuration: string;
  faqs: Faq[];
  /** Who does the work, first named leads. */
  team: TeamSlug[];
  /** Other service paths (below /services) worth reading next. */
  related: string[];
}

export interface AreaServicePage {
  meta: PageMeta;
  heading: string;
  lead: string;
  /** Specific to this place and this service: local property, family or estate context. */
  sections: Section[];
  faqs: Faq[];
  team: TeamSlug[];
}

export interface AreaPage {
  slug: AreaSlug;
  meta: PageMeta;
  heading: string;
  lead: string;
  nearestOffice: OfficeId;
  /** How to reach the nearest office from here: roads, trains or buses, rough time. */
  gettingHere: Markdown;
  /** What is true and particular about this place and how the firm helps people there. */
  sections: Section[];
  services: Record<LocalServiceSlug, AreaServicePage>;
}

/** A Markdown page such as the privacy policy, terms or complaints procedure. */
export interface DocumentPage {
  meta: PageMeta;
  heading: string;
  lead: string;
  /** Date the text was last reviewed, ISO "2026-11-01". */
  updated: string;
  sections: Section[];
}

import type { Markdown, TeamSlug } from "~/content/types";
import type { OfficeId, PracticeAreaSlug } from "~/shared/firm/facts";

export interface SeedTeamMember {
  slug: TeamSlug;
  name: string;
  /** Job title: "Partner, Head of Family Law". */
  role: string;
  /** Each one a line: "LLB (Hons), University of Leeds", "Admitted as a solicitor in 2006". */
  qualifications: string[];
  practiceAreas: PracticeAreaSlug[];
  office: OfficeId;
  /** Two to four paragraphs of Markdown, written in the third person. */
  bio: Markdown;
  /** A first-name.last-name address at example.com. */
  email: string;
  /** A direct line inside 0161 496 0001 to 0161 496 0999 (reserved for fiction by Ofcom). */
  phone: string;
  /** Position on the team page; leads first. */
  sortOrder: number;
}

export interface SeedArticle {
  slug: string;
  title: string;
  /** One or two sentences shown on the list page; at most 200 characters. */
  summary: string;
  /** The article in Markdown, 600 words or more, with ## subheadings; no level-one heading. */
  body: Markdown;
  practiceArea: PracticeAreaSlug;
  author: TeamSlug;
  /** ISO date-time in UTC, between 2025-09-01 and 2026-11-15. */
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
}

import type { PictureData } from "~/shared/images";
import { formatLongDate } from "~/shared/time/format";
import { sinceYear } from "./since";

/**
 * The firm's accreditations and review scores as a public page gets them from its loader
 * (`loadRecognitions`): plain, serialisable data. Both lists are empty until staff enter one.
 */
export interface PublicRecognitions {
  accreditations: PublicAccreditation[];
  reviewScores: PublicReviewScore[];
}

export interface PublicAccreditation {
  id: string;
  name: string;
  /** https only. */
  link: string | null;
  /** "2019" or "2019-05-14". */
  since: string | null;
  logo: PictureData | null;
}

export interface PublicReviewScore {
  id: string;
  source: string;
  /** 0 to 5, one decimal place. */
  rating: number;
  reviewCount: number;
  /** https only. */
  link: string | null;
  /** "2026-11-03". */
  checkedOn: string;
}

export const hasRecognitions = (r: PublicRecognitions) =>
  r.accreditations.length > 0 || r.reviewScores.length > 0;

/** "1 review", "1,234 reviews". */
export const reviewCountText = (count: number) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? "review" : "reviews"}`;

/** "4.8 out of 5 from 127 reviews on Google": the score, without the day it was read. */
export const reviewScoreSummary = (score: Omit<PublicReviewScore, "id" | "link" | "checkedOn">) =>
  `${score.rating.toFixed(1)} out of 5 from ${reviewCountText(score.reviewCount)} on ${score.source}`;

/** "(checked 3 November 2026)": a score on another site moves on, so it says when it was read. */
export const reviewCheckedText = (checkedOn: string) => `(checked ${formatLongDate(checkedOn)})`;

/** "Since 2019", or null when the firm gave no date. */
export const sinceText = (since: string | null) => (since ? `Since ${sinceYear(since)}` : null);

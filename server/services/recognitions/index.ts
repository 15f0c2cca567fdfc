import type { Database } from "../../db/client";
import { createAccreditationService } from "./accreditations";
import { createReviewScoreService } from "./review-scores";

/**
 * The firm's accreditations and review scores: staff's list, add, edit, delete and order, and
 * the read the public pages use. Nothing is seeded, so a new site shows none.
 */
export function createRecognitionsService(db: Database) {
  const accreditations = createAccreditationService(db);
  const reviewScores = createReviewScoreService(db);
  return {
    accreditations,
    reviewScores,

    /** Both lists in the firm's order, for the public pages (app/lib/recognitions). */
    async listPublic() {
      const [accreditationRows, reviewScoreRows] = await Promise.all([
        accreditations.list(),
        reviewScores.list(),
      ]);
      return { accreditations: accreditationRows, reviewScores: reviewScoreRows };
    },
  };
}

export type RecognitionsService = ReturnType<typeof createRecognitionsService>;

import type { ReactNode } from "react";
import { Picture } from "~/components/media/picture";
import {
  hasRecognitions,
  type PublicAccreditation,
  type PublicRecognitions,
  type PublicReviewScore,
  reviewCheckedText,
  reviewScoreSummary,
  sinceText,
} from "~/shared/recognitions/public-recognitions";

/**
 * The firm's accreditations and review scores, exactly as staff entered them, and nothing at
 * all until they enter one. Server HTML only (no state, no effects), so it can sit on reading
 * pages, which ship no React. Scores are plain text: never AggregateRating or Review markup,
 * which on a firm's own pages is self-serving and can draw a search engine's penalty.
 */
export function RecognitionsStrip({
  recognitions,
  className = "",
}: {
  recognitions: PublicRecognitions;
  className?: string;
}) {
  if (!hasRecognitions(recognitions)) return null;
  const { accreditations, reviewScores } = recognitions;
  return (
    <section aria-labelledby="recognitions-heading" className={className}>
      <h2 id="recognitions-heading" className="text-heading">
        {headingFor(recognitions)}
      </h2>
      {accreditations.length > 0 && (
        <ul className="mt-4 flex flex-wrap items-start gap-x-8 gap-y-4">
          {accreditations.map((a) => (
            <AccreditationItem key={a.id} accreditation={a} />
          ))}
        </ul>
      )}
      {reviewScores.length > 0 && (
        <ul className="mt-4 space-y-2">
          {reviewScores.map((score) => (
            <ReviewScoreItem key={score.id} score={score} />
          ))}
        </ul>
      )}
    </section>
  );
}

function headingFor({ accreditations, reviewScores }: PublicRecognitions): string {
  if (reviewScores.length === 0) return "Accreditations";
  if (accreditations.length === 0) return "Reviews";
  return "Accreditations and reviews";
}

/** The logo (its alt text the name), or the name where there is no logo; "Since 2019" below. */
function AccreditationItem({ accreditation: a }: { accreditation: PublicAccreditation }) {
  const since = sinceText(a.since);
  const mark = a.logo ? (
    <Picture image={a.logo} alt={a.name} sizes="10rem" className="h-16 w-auto" />
  ) : (
    <span className="font-semibold">{a.name}</span>
  );
  return (
    <li className="flex flex-col items-start gap-1">
      <LinkWhenGiven href={a.link}>{mark}</LinkWhenGiven>
      {since && <span className="text-muted">{since}</span>}
    </li>
  );
}

/** "4.8 out of 5 from 127 reviews on Google (checked 3 November 2026)", linked to the reviews. */
function ReviewScoreItem({ score }: { score: PublicReviewScore }) {
  return (
    <li>
      <LinkWhenGiven href={score.link}>{reviewScoreSummary(score)}</LinkWhenGiven>{" "}
      <span className="text-muted">{reviewCheckedText(score.checkedOn)}</span>
    </li>
  );
}

/** Links go to other sites (the scheme, the review site), so a plain link, not SiteLink. */
function LinkWhenGiven({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? <a href={href}>{children}</a> : children;
}

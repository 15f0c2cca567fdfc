import { Quote } from "lucide-react";
import {
  givenText,
  type PublicTestimonial,
  quoteParagraphs,
} from "~/shared/testimonials/public-testimonials";

/**
 * One client's words as a quotation: the words in a blockquote, exactly as given (their own
 * line breaks kept), and in the caption the name they chose, the matter and when. Plain text,
 * never Review markup.
 */
export function TestimonialFigure({
  testimonial: t,
  className = "",
}: {
  testimonial: PublicTestimonial;
  className?: string;
}) {
  return (
    <figure className={`flex flex-col ${className}`}>
      <Quote aria-hidden="true" className="size-7 shrink-0 text-gold-500" />
      <blockquote className="mt-2 mb-4 space-y-3 text-ink">
        {quoteParagraphs(t.quote).map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </blockquote>
      <figcaption className="mt-auto border-l-4 border-gold-500 pl-3">
        <span className="block font-semibold text-navy-900">{t.displayName}</span>
        <span className="block text-small text-muted">
          {`${t.matterType}, ${givenText(t.givenOn)}`}
        </span>
      </figcaption>
    </figure>
  );
}

import {
  howTestimonialsAreCollected,
  type PublicTestimonial,
} from "~/shared/testimonials/public-testimonials";
import { TestimonialFigure } from "./testimonial-figure";

/**
 * A service page's testimonials, in the aside above the consultation card: that practice
 * area's most recent few, and nothing at all until a client has agreed to one. Server HTML
 * only, so it can sit on a reading page (ADR 020).
 */
export function TestimonialsAside({
  testimonials,
  className = "",
  headingId = "testimonials-heading",
}: {
  testimonials: PublicTestimonial[];
  className?: string;
  /** The phone's copy in the page body has an id of its own. */
  headingId?: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-card border border-stone-200 bg-white p-card shadow-card ${className}`}
    >
      <h2 id={headingId} className="text-heading">
        In our clients’ words
      </h2>
      <div className="mt-4 divide-y divide-stone-200">
        {testimonials.map((t) => (
          <TestimonialFigure key={t.id} testimonial={t} className="py-5 first:pt-0" />
        ))}
      </div>
      <p className="border-t border-stone-200 pt-3 text-small text-muted">
        {howTestimonialsAreCollected}
      </p>
    </section>
  );
}

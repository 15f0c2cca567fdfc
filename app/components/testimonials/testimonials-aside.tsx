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
export function TestimonialsAside({ testimonials }: { testimonials: PublicTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="rounded-card border border-stone-200 bg-white p-card shadow-card"
    >
      <h2 id="testimonials-heading" className="text-heading">
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

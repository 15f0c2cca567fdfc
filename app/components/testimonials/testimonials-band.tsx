import { BalancedGrid } from "~/components/ui/balanced-grid";
import {
  howTestimonialsAreCollected,
  type PublicTestimonial,
} from "~/shared/testimonials/public-testimonials";
import { TestimonialFigure } from "./testimonial-figure";

/**
 * The home page's testimonials, a band before its call to action: the most recent few from
 * any practice area, and nothing at all until a client has agreed to one. Server HTML only.
 */
export function TestimonialsBand({ testimonials }: { testimonials: PublicTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="testimonials-heading" className="text-title">
          In our clients’ words
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{howTestimonialsAreCollected}</p>
        <div className="mt-8">
          <BalancedGrid count={testimonials.length}>
            {testimonials.map((t) => (
              <li
                key={t.id}
                className="rounded-card border border-stone-200 bg-white p-card shadow-card"
              >
                <TestimonialFigure testimonial={t} className="h-full" />
              </li>
            ))}
          </BalancedGrid>
        </div>
      </div>
    </section>
  );
}

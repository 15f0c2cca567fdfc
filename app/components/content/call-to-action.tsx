import { firm } from "~/config/firm";
import { ButtonLink } from "../ui/button-link";

/** Repeated at the end of every long page: the two next steps a visitor can take. */
export function CallToAction({
  heading = "Talk to us, free of charge",
  body = "Book a free 30-minute first consultation at our Bramhall or Heaton Moor office, by phone or by video. There is no obligation.",
}: {
  heading?: string;
  body?: string;
}) {
  return (
    <section
      aria-label="Next steps"
      className="on-dark mt-14 rounded-lg bg-navy-900 p-8 text-white"
    >
      <h2 className="text-3xl text-white">{heading}</h2>
      <p className="mt-3 max-w-2xl text-lg">{body}</p>
      <div className="mt-6 flex flex-wrap gap-4">
        <ButtonLink to="/consultation">Book a free consultation</ButtonLink>
        <ButtonLink to={firm.phoneHref} variant="secondary">
          Call {firm.phone}
        </ButtonLink>
      </div>
    </section>
  );
}

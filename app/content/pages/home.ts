import { type Illustration, serviceIllustrations } from "~/content/illustrations";
import type { PageMeta } from "~/content/types";
import type { LocalServiceSlug } from "~/shared/firm/facts";

export interface ServiceCard {
  slug: LocalServiceSlug;
  title: string;
  description: string;
  image: Illustration;
}

/** The three services with a card of their own; each card shows its service's illustration. */
const serviceCardText = [
  {
    slug: "wills-probate",
    title: "Wills and Probate",
    description:
      "Make a will that says what you want, or get help dealing with the estate of someone who has died.",
  },
  {
    slug: "conveyancing",
    title: "Conveyancing",
    description:
      "The legal work of buying, selling or remortgaging a home, with clear prices and a named person to keep you up to date.",
  },
  {
    slug: "family-law",
    title: "Family Law",
    description:
      "Calm, practical help with separation, divorce, money and arrangements for children.",
  },
] satisfies Omit<ServiceCard, "image">[];

export const homePage = {
  meta: {
    title: "Solicitors in Stockport since 1998",
    description:
      "{firmName} helps people and businesses across Stockport and south Manchester, from offices in Bramhall and Heaton Moor. Free first consultation.",
  },
  heading: "Local solicitors for Stockport and south Manchester",
  lead: "We help people and businesses with wills and probate, buying and selling homes, family matters, work, business and disputes. Talk to us at our Bramhall or Heaton Moor office, by phone or by video.",
  whyUs: {
    heading: "Why people choose {shortName}",
    points: [
      {
        title: "A local firm since 1998",
        body: "Eleanor Carrow and Richard Hale founded the firm in Greater Manchester in 1998, and both still work here.",
      },
      {
        title: "Regulated by the SRA",
        body: "We are authorised and regulated by the Solicitors Regulation Authority, SRA number {sraNumber}.",
      },
      {
        title: "Two offices near you",
        body: "See us in the centre of Bramhall village or in Heaton Moor, whichever is easier for you. We can also talk by phone or video.",
      },
      {
        title: "A free first consultation",
        body: "Book a free 30-minute conversation to talk through your situation. There is no obligation to go any further.",
      },
      {
        title: "Fixed fees where we can",
        body: "We tell you the cost before we start. Where a fixed fee isn't possible, we give you a clear estimate in writing.",
      },
    ],
  },
  serviceCards: serviceCardText.map((card) => ({
    ...card,
    image: serviceIllustrations[card.slug],
  })),
  officesHeading: "Visit one of our offices",
  ctaHeading: "Talk to us, free of charge",
  ctaBody:
    "Book a free 30-minute first consultation at our Bramhall or Heaton Moor office, by phone or by video. Or call us on {phone}, {weekdayHours}.",
} satisfies {
  meta: PageMeta;
  heading: string;
  lead: string;
  whyUs: { heading: string; points: { title: string; body: string }[] };
  serviceCards: ServiceCard[];
  officesHeading: string;
  ctaHeading: string;
  ctaBody: string;
};

import type { PracticeAreaSlug } from "~/shared/firm/facts";

/** One of our own drawings, with the size it was drawn at so the page keeps its place. */
export interface Illustration {
  src: string;
  /** For a card that shows the drawing as content; service pages show it decoratively. */
  alt: string;
  width: number;
  height: number;
}

function serviceDrawing(slug: PracticeAreaSlug, alt: string): Illustration {
  return { src: `/images/services/${slug}.svg`, alt, width: 480, height: 320 };
}

/**
 * Each practice area's drawing, shown on its service pages and its home-page card. A `Record`
 * so that a new practice area without a drawing fails the type check.
 */
export const serviceIllustrations: Record<PracticeAreaSlug, Illustration> = {
  "family-law": serviceDrawing(
    "family-law",
    "Simple shapes suggesting two adults and a child standing together",
  ),
  conveyancing: serviceDrawing(
    "conveyancing",
    "Line drawing of a house with a door key in front of it",
  ),
  "personal-injury": serviceDrawing(
    "personal-injury",
    "Line drawing of a clipboard with a ticked checklist beside a first-aid case",
  ),
  "wills-probate": serviceDrawing(
    "wills-probate",
    "Line drawing of a document with a folded corner, a pen and a wax seal",
  ),
  "business-law": serviceDrawing(
    "business-law",
    "Line drawing of a briefcase with a signed document standing beside it",
  ),
  "employment-law": serviceDrawing(
    "employment-law",
    "Line drawing of a staff ID badge on a lanyard above a desk with a computer screen",
  ),
  "lasting-powers": serviceDrawing(
    "lasting-powers",
    "Line drawing of a signed form with a person's picture and a seal, beside the person it names",
  ),
  "criminal-law": serviceDrawing(
    "criminal-law",
    "Line drawing of the front of a courthouse with columns and steps",
  ),
  "motoring-offences": serviceDrawing(
    "motoring-offences",
    "Line drawing of a car beside a 30 mph speed limit sign",
  ),
  "dispute-resolution": serviceDrawing(
    "dispute-resolution",
    "Line drawing of two speech bubbles meeting above a table with two mugs",
  ),
  "commercial-litigation": serviceDrawing(
    "commercial-litigation",
    "Line drawing of a balanced pair of scales standing on a stack of files",
  ),
  "inheritance-disputes": serviceDrawing(
    "inheritance-disputes",
    "Line drawing of a family tree beside a will with a seal",
  ),
};

/**
 * The home page's wide drawing of Stockport. The page draws it inline
 * (`~/components/illustrations/stockport-hero`); this file is the same drawing for anywhere
 * that needs an address.
 */
export const stockportHero: Illustration = {
  src: "/images/home/stockport-hero.svg",
  alt: "Line drawing of Stockport's railway viaduct behind a town hall clock tower, a row of Victorian terraced houses, village shops and trees",
  width: 1440,
  height: 480,
};

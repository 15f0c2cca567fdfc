/**
 * The firm's identity: the one place every name, address, number and menu entry comes from.
 * The values are the sample identity in shared/design/FIRM-AND-RULES.md; replacing the firm
 * means editing this file only.
 */
import { formatClockTime } from "~/lib/time/format";

export const practiceAreas = [
  { slug: "family-law", name: "Family Law" },
  { slug: "conveyancing", name: "Conveyancing" },
  { slug: "personal-injury", name: "Personal Injury" },
  { slug: "wills-probate", name: "Wills and Probate" },
  { slug: "business-law", name: "Business Law" },
  { slug: "employment-law", name: "Employment Law" },
  { slug: "lasting-powers", name: "Lasting Powers of Attorney" },
  { slug: "criminal-law", name: "Criminal Law" },
  { slug: "motoring-offences", name: "Motoring Offences" },
  { slug: "dispute-resolution", name: "Dispute Resolution" },
  { slug: "commercial-litigation", name: "Commercial Litigation" },
  { slug: "inheritance-disputes", name: "Inheritance Disputes" },
] as const;

export type PracticeArea = (typeof practiceAreas)[number];
export type PracticeAreaSlug = PracticeArea["slug"];

export const areas = [
  { slug: "bramhall", name: "Bramhall" },
  { slug: "cheadle", name: "Cheadle" },
  { slug: "marple", name: "Marple" },
  { slug: "hazel-grove", name: "Hazel Grove" },
  { slug: "romiley", name: "Romiley" },
  { slug: "heaton-chapel", name: "Heaton Chapel" },
  { slug: "heaton-moor", name: "Heaton Moor" },
  { slug: "stockport", name: "Stockport" },
  { slug: "heaton-mersey", name: "Heaton Mersey" },
  { slug: "davenport", name: "Davenport" },
  { slug: "east-didsbury", name: "East Didsbury" },
  { slug: "chorlton", name: "Chorlton" },
] as const;

export type Area = (typeof areas)[number];
export type AreaSlug = Area["slug"];

/** The three services that have a page for every area, and the home page's service cards. */
export const localServiceSlugs = ["wills-probate", "conveyancing", "family-law"] as const;
export type LocalServiceSlug = (typeof localServiceSlugs)[number];

/** Areas whose older /services/locations/{area}-wills-probate address still has links out there. */
export const legacyWillsAreaSlugs = [
  "stockport",
  "cheadle",
  "bramhall",
  "marple",
  "heaton-mersey",
  "heaton-moor",
] as const satisfies readonly AreaSlug[];

export interface Office {
  id: "bramhall" | "heaton-moor";
  name: string;
  streetAddress: string;
  locality: string;
  town: string;
  postcode: string;
  /** Opens the address in a map search; no embedded map, so no third-party scripts. */
  mapUrl: string;
}

export const offices: readonly Office[] = [
  {
    id: "bramhall",
    name: "Bramhall office",
    streetAddress: "Carrow House, 9 Thornfield Parade",
    locality: "Bramhall",
    town: "Stockport",
    postcode: "SK7 1QZ",
    mapUrl: "https://www.openstreetmap.org/search?query=Bramhall%20SK7",
  },
  {
    id: "heaton-moor",
    name: "Heaton Moor office",
    streetAddress: "2 Elmwood Chambers, Moorside Walk",
    locality: "Heaton Moor",
    town: "Stockport",
    postcode: "SK4 4QX",
    mapUrl: "https://www.openstreetmap.org/search?query=Heaton%20Moor%20SK4",
  },
];

export type OfficeId = Office["id"];

/** Weekday office hours as London wall-clock times, as schema.org and the booking rules read them. */
export const weekdayHours = { opens: "09:00", closes: "17:00" } as const;

/** "9:00 AM to 5:00 PM": written by the one time formatter, so the hours match every other time. */
const weekdayHoursText = `${formatClockTime(weekdayHours.opens)} to ${formatClockTime(weekdayHours.closes)}`;

/** "Monday to Friday, 9:00 AM to 5:00 PM", for sentences that tell a visitor when to call. */
export const weekdayOfficeHours = `Monday to Friday, ${weekdayHoursText}`;

export const openingHours = [
  { day: "Monday to Friday", hours: weekdayHoursText },
  { day: "Saturday", hours: "By appointment only" },
  { day: "Sunday", hours: "Closed" },
] as const;

export const firm = {
  name: "Carrow & Hale Solicitors",
  shortName: "Carrow & Hale",
  legalForm:
    "Carrow & Hale Solicitors is authorised and regulated by the Solicitors Regulation Authority",
  sraNumber: "558160",
  sraRegisterUrl: "https://www.sra.org.uk/consumers/register/",
  sraBadgeSrc: "https://cdn.yoshki.com/iframe/55845r.html",
  founded: 1998,
  region: "Greater Manchester",
  phone: "0161 496 0000",
  phoneHref: "tel:+441614960000",
  email: "enquiries@example.com",
  emailHref: "mailto:enquiries@example.com",
  offices,
  openingHours,
} as const;

export function findOffice(id: OfficeId): Office {
  const office = offices.find((o) => o.id === id);
  if (!office) throw new Error(`Unknown office ${id}`);
  return office;
}

export function formatAddress(office: Office): string {
  return `${office.streetAddress}, ${office.locality}, ${office.town} ${office.postcode}`;
}

export function practiceAreaName(slug: PracticeAreaSlug): string {
  return practiceAreas.find((p) => p.slug === slug)?.name ?? slug;
}

export function areaName(slug: AreaSlug): string {
  return areas.find((a) => a.slug === slug)?.name ?? slug;
}

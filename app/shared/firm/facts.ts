/**
 * The firm's identity: its menus (practice areas, areas covered), which are code, and the
 * SAMPLE name, numbers, offices, disclosures and hours from docs/firm-and-rules.md, which are
 * only the seed: the firm replaces them in the back office (/admin/firm), and every page reads
 * them through the facts source (server/services/firm-facts.ts).
 */
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

/** The offices' ids: fixed (forms and bookings name them), unlike their names and addresses. */
export const officeIds = ["bramhall", "heaton-moor"] as const satisfies readonly OfficeId[];

/** The days of the firm's week, in the order a timetable lists them. */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayNames: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** A stretch of one day in London wall-clock time, "09:00" to "17:00". */
export interface TimeWindow {
  opens: string;
  closes: string;
}

/** One day of a week: open between two times, open only by appointment, or closed. */
export type DayHours =
  | ({ status: "open" } & TimeWindow)
  | { status: "appointment" }
  | { status: "closed" };

export type WeekHours = Record<Weekday, DayHours>;

/** When the offices are open and consultations can be had, as London wall-clock times ("09:00"). */
export interface OfficeHours {
  /** The firm's week: every page, the JSON-LD and the admin week view's columns. */
  week: WeekHours;
  /** An office that keeps different hours from the firm's week; absent when it keeps the same. */
  officeWeeks: Partial<Record<OfficeId, WeekHours>>;
  /**
   * Per weekday, the window within which 30-minute consultations may start and end (null: none
   * that day). The slot finder and the admin week view's rows read it.
   */
  consultations: Record<Weekday, TimeWindow | null>;
  /**
   * Saturdays by appointment: the start a visitor's morning or afternoon request asks for. Taken
   * only while Saturday is "by appointment" in the firm's week.
   */
  saturdayRequests: { morning: string; afternoon: string };
}

/** A week open the same hours Monday to Friday, Saturday by appointment, closed on Sunday. */
export function weekdaysOpen(opens: string, closes: string): WeekHours {
  const open: DayHours = { status: "open", opens, closes };
  return {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: { status: "appointment" },
    sunday: { status: "closed" },
  };
}

/** Office hours and consultations Monday to Friday between two times, as the firm has them. */
export function mondayToFridayHours(opens: string, closes: string): OfficeHours {
  const window = { opens, closes };
  return {
    week: weekdaysOpen(opens, closes),
    officeWeeks: {},
    consultations: {
      monday: window,
      tuesday: window,
      wednesday: window,
      thursday: window,
      friday: window,
      saturday: null,
      sunday: null,
    },
    saturdayRequests: { morning: "10:00", afternoon: "14:00" },
  };
}

/**
 * The office hours. Read only through the firm facts source (server/services/firm-facts.ts),
 * which hands them to the services and the root loader: the seed admins change on
 * /admin/firm/hours.
 */
export const officeHours: OfficeHours = mondayToFridayHours("09:00", "17:00");

/**
 * How the firm is constituted, for the disclosures every page carries: an LLP or a limited
 * company has a Companies House number and a registered office; a partnership or a sole
 * practitioner has neither.
 */
export const legalForms = [
  { value: "partnership", label: "Partnership" },
  { value: "llp", label: "Limited liability partnership (LLP)" },
  { value: "limited-company", label: "Limited company" },
  { value: "sole-practitioner", label: "Sole practitioner" },
] as const;

export type LegalForm = (typeof legalForms)[number]["value"];

/** Only these forms are on the Companies House register (number and registered office). */
export function isRegisteredForm(form: LegalForm): form is "llp" | "limited-company" {
  return form === "llp" || form === "limited-company";
}

/**
 * The SAMPLE identity from docs/firm-and-rules.md: the seed used wherever the firm has saved
 * nothing yet. Pages, mails and services never read it directly: they read the facts source,
 * which lays what admins saved in the back office (/admin/firm) over these values.
 */
export const firm = {
  name: "Carrow & Hale Solicitors",
  shortName: "Carrow & Hale",
  sraNumber: "558160",
  /** Not editable: the SRA's register and rules are at these addresses whoever the firm is. */
  sraRegisterUrl: "https://www.sra.org.uk/consumers/register/",
  sraStandardsUrl: "https://www.sra.org.uk/solicitors/standards-regulations/",
  sraBadgeSrc: "https://cdn.yoshki.com/iframe/55845r.html",
  founded: 1998,
  region: "Greater Manchester",
  phone: "0161 496 0000",
  phoneHref: "tel:+441614960000",
  email: "enquiries@example.com",
  emailHref: "mailto:enquiries@example.com",
  offices,
} as const;

/**
 * Everything the site says about the firm, in the shape the facts source hands out: what admins
 * saved (firm_settings "details" and "hours") over the sample values below.
 */
export interface FirmFacts {
  name: string;
  shortName: string;
  /** Written as people read it ("0161 496 0000"); links derive from it (contact-links.ts). */
  phone: string;
  email: string;
  /** The regulatory statement is built from the name and this number (disclosures.ts). */
  sraNumber: string;
  founded: number;
  region: string;
  offices: readonly Office[];
  legalForm: LegalForm;
  /** The name on the Companies House register ("Carrow & Hale Solicitors LLP"); LLP or company only. */
  registeredName: string | null;
  /** The Companies House number; LLP or company only. */
  registeredNumber: string | null;
  /** The registered office as one line; LLP or company only. */
  registeredOffice: string | null;
  /** Left off every page when the firm is not registered for VAT. */
  vatNumber: string | null;
  /** The professional indemnity insurer, and where its policy covers the firm's work. */
  insurer: string;
  insuranceCoverage: string;
  /**
   * True while these are the sample values nobody has replaced: the admin screen says so. Saving
   * the firm's details clears it.
   */
  sample: boolean;
  hours: OfficeHours;
  /**
   * The next closure of the whole firm with a public reason (an availability block staff
   * entered), current or still to come: pages that show the hours announce it.
   */
  nextClosure: PublicClosure | null;
  /**
   * Who hosts video consultations, as the privacy policy names them: configured with the
   * server (VIDEO_PROVIDER_NAME), not edited in the back office.
   */
  videoProvider: string;
}

/** A closure as visitors are told of it. Instants as ISO strings, so the facts travel as JSON. */
export interface PublicClosure {
  startsAt: string;
  endsAt: string;
  reason: string;
}

/** The part of the facts an admin edits on the firm details screen (firm_settings "details"). */
export type FirmDetails = Omit<FirmFacts, "hours" | "nextClosure" | "videoProvider">;

/** SAMPLE data (docs/firm-and-rules.md), marked as such: the admin screen asks for the real values. */
export const defaultFirmFacts: FirmFacts = {
  name: firm.name,
  shortName: firm.shortName,
  phone: firm.phone,
  email: firm.email,
  sraNumber: firm.sraNumber,
  founded: firm.founded,
  region: firm.region,
  offices,
  legalForm: "llp",
  registeredName: "Carrow & Hale Solicitors LLP",
  registeredNumber: "OC000000",
  registeredOffice: "Carrow House, 9 Thornfield Parade, Bramhall, Stockport SK7 1QZ",
  vatNumber: "GB 000 0000 00",
  insurer: "Northway Professional Indemnity Ltd",
  insuranceCoverage: "England and Wales",
  sample: true,
  hours: officeHours,
  nextClosure: null,
  videoProvider: "Jitsi Meet",
};

/** One office by id: from the facts' offices where a page has them, else the sample ones. */
export function findOffice(id: OfficeId, from: readonly Office[] = offices): Office {
  const office = from.find((o) => o.id === id);
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

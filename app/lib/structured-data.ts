/**
 * schema.org JSON-LD for search engines (docs/firm-and-rules.md, "Structured data"): one
 * Organization, one LegalService per office linked to it by @id, BreadcrumbList on deep pages,
 * FAQPage where questions are shown, Article and Person where those pages are.
 */

import type { ClosureNotice } from "~/shared/firm/closure-text";
import { legalName } from "~/shared/firm/disclosures";
import {
  type FirmFacts,
  formatAddress,
  type Office,
  weekdayNames,
  weekdays,
} from "~/shared/firm/facts";
import { weekOf } from "~/shared/firm/office-hours";

type Json = Record<string, unknown>;

/** One step of a breadcrumb trail: a page's name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
const officeId = (siteUrl: string, office: Office) => `${siteUrl}/#office-${office.id}`;

/**
 * One OpeningHoursSpecification per distinct opening window of an office's week, listing the
 * days it applies to. Days by appointment or closed have none: search engines read a day with
 * no specification as closed, and "by appointment" has no schema.org term.
 */
function openingHoursSpecification(facts: FirmFacts, office: Office): Json[] {
  const week = weekOf(facts.hours, office.id);
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of weekdays) {
    const hours = week[day];
    if (hours.status !== "open") continue;
    const key = `${hours.opens}-${hours.closes}`;
    const group = groups.get(key) ?? { opens: hours.opens, closes: hours.closes, days: [] };
    group.days.push(weekdayNames[day]);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

export function organization(siteUrl: string, facts: FirmFacts): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: facts.name,
    legalName: legalName(facts),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo-mark.svg`,
    telephone: facts.phone,
    email: facts.email,
    foundingDate: String(facts.founded),
    identifier: [
      { "@type": "PropertyValue", propertyID: "SRA number", value: facts.sraNumber },
      // What the firm has not entered is left out, never made up.
      ...(facts.registeredNumber
        ? [
            {
              "@type": "PropertyValue",
              propertyID: "Companies House number",
              value: facts.registeredNumber,
            },
          ]
        : []),
    ],
    ...(facts.vatNumber && { vatID: facts.vatNumber }),
    ...(facts.registeredOffice && { address: facts.registeredOffice }),
    subOrganization: facts.offices.map((o) => ({ "@id": officeId(siteUrl, o) })),
  };
}

/**
 * One LegalService per office, with its office hours from the facts source, and the days of an
 * announced closure as closed all day (opens and closes at 00:00).
 */
export function legalServices(
  siteUrl: string,
  facts: FirmFacts,
  closure: ClosureNotice | null = null,
): Json[] {
  const closedDays = closure?.wholeDays;
  return facts.offices.map((office) => ({
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": officeId(siteUrl, office),
    name: `${facts.name}, ${office.name}`,
    parentOrganization: { "@id": organizationId(siteUrl) },
    url: `${siteUrl}/contact`,
    telephone: facts.phone,
    email: facts.email,
    description: `${facts.name}: ${formatAddress(office)}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: facts.region,
      postalCode: office.postcode,
      addressCountry: "GB",
    },
    openingHoursSpecification: openingHoursSpecification(facts, office),
    ...(closedDays && {
      specialOpeningHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          opens: "00:00",
          closes: "00:00",
          validFrom: closedDays.first,
          validThrough: closedDays.last,
        },
      ],
    }),
  }));
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): Json {
  const all = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${siteUrl}${c.path}`,
    })),
  };
}

export function faqPage(faqs: ReadonlyArray<{ question: string; answerText: string }>): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answerText },
    })),
  };
}

export function article(
  siteUrl: string,
  a: {
    slug: string;
    title: string;
    summary: string;
    publishedAt: string;
    updatedAt: string;
    authorName: string | null;
    authorSlug: string | null;
  },
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.summary,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    mainEntityOfPage: `${siteUrl}/insights/${a.slug}`,
    author: a.authorName
      ? { "@type": "Person", name: a.authorName, url: `${siteUrl}/team/${a.authorSlug}` }
      : { "@id": organizationId(siteUrl) },
    publisher: { "@id": organizationId(siteUrl) },
  };
}

export function person(
  siteUrl: string,
  p: {
    slug: string;
    name: string;
    role: string;
    email: string;
    phone: string;
    qualifications: string[];
  },
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: p.name,
    jobTitle: p.role,
    email: p.email,
    telephone: p.phone,
    url: `${siteUrl}/team/${p.slug}`,
    worksFor: { "@id": organizationId(siteUrl) },
    hasCredential: p.qualifications.map((q) => ({
      "@type": "EducationalOccupationalCredential",
      name: q,
    })),
  };
}

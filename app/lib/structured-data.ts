/**
 * schema.org JSON-LD for search engines (docs/firm-and-rules.md, "Structured data"): one
 * Organization, one LegalService per office linked to it by @id, BreadcrumbList on deep pages,
 * FAQPage where questions are shown, Article and Person where those pages are.
 */
import { legalName } from "~/shared/firm/disclosures";
import { type FirmFacts, formatAddress, type Office } from "~/shared/firm/facts";

type Json = Record<string, unknown>;

/** One step of a breadcrumb trail: a page's name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
const officeId = (siteUrl: string, office: Office) => `${siteUrl}/#office-${office.id}`;

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

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

/** One LegalService per office, with the office hours the facts source gives. */
export function legalServices(siteUrl: string, facts: FirmFacts): Json[] {
  const { weekdays: hours } = facts.hours;
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
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: weekdays,
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
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

/**
 * All published price pages, in words. Their figures are the price list in force
 * (`context.services.firm.prices()`, seeded from ./seed-prices.ts), which the /compliance pages,
 * the service pages and the conveyancing quote read alongside these words.
 */

import type { ServicePage } from "../types";
import employmentLaw from "./employment-law";
import lastingPowersAttorney from "./lasting-powers-attorney";
import motoringOffences from "./motoring-offences";
import residentialMortgage from "./residential-mortgage";
import residentialPurchase from "./residential-purchase";
import residentialSale from "./residential-sale";
import type { PricePage } from "./types";
import willsProbate from "./wills-probate";

/** The five pages that live at /compliance/{slug}, in menu order. */
export const complianceSlugs = [
  "wills-probate",
  "lasting-powers-attorney",
  "residential-purchase",
  "residential-sale",
  "residential-mortgage",
] as const;

export type ComplianceSlug = (typeof complianceSlugs)[number];

export const pricePages: readonly PricePage[] = [
  willsProbate,
  lastingPowersAttorney,
  residentialPurchase,
  residentialSale,
  residentialMortgage,
  motoringOffences,
  employmentLaw,
];

export function findPricePage(slug: string): PricePage | undefined {
  return pricePages.find((page) => page.slug === slug);
}

/**
 * The price data behind a service page: the /compliance page it links to, or else the prices
 * shown on the service page itself (motoring offences, employment).
 */
export function pricePageForService(
  service: Pick<ServicePage, "path" | "pricePage">,
): PricePage | undefined {
  if (service.pricePage) return findPricePage(service.pricePage.replace(/^\/compliance\//, ""));
  return findPricePage(service.path);
}

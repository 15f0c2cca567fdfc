/**
 * Stamp Duty Land Tax rates for residential property in England and Northern Ireland, as dated
 * data: a future Budget adds a row here rather than changing code.
 * Source: HMRC, "Stamp Duty Land Tax: residential property rates" (GOV.UK), and
 * docs/firm-and-rules.md; checked November 2026.
 */

export interface RateBand {
  /** Upper limit of the band in whole pounds, inclusive; null for the top band. */
  upTo: number | null;
  /** Percentage points, as a whole number of basis points (2% = 200) so sums stay exact. */
  basisPoints: number;
}

export interface SdltRateSet {
  /** First completion date (ISO) these rates apply to. */
  effectiveFrom: string;
  standard: RateBand[];
  firstTimeBuyer: { maxPrice: number; bands: RateBand[] };
  /** Higher rates for additional dwellings, added to every band. */
  additionalDwellingBasisPoints: number;
  /** Purchases below this price never pay the additional-dwelling rates. */
  additionalDwellingMinimumPrice: number;
  /** Surcharge for buyers not resident in the UK, added to every band. */
  nonResidentBasisPoints: number;
}

export const sdltRateSets: readonly SdltRateSet[] = [
  {
    // Temporary thresholds until 31 March 2025; the 5% additional-dwelling rate from 31 Oct 2024.
    effectiveFrom: "2024-10-31",
    standard: [
      { upTo: 250_000, basisPoints: 0 },
      { upTo: 925_000, basisPoints: 500 },
      { upTo: 1_500_000, basisPoints: 1000 },
      { upTo: null, basisPoints: 1200 },
    ],
    firstTimeBuyer: {
      maxPrice: 625_000,
      bands: [
        { upTo: 425_000, basisPoints: 0 },
        { upTo: 625_000, basisPoints: 500 },
      ],
    },
    additionalDwellingBasisPoints: 500,
    additionalDwellingMinimumPrice: 40_000,
    nonResidentBasisPoints: 200,
  },
  {
    effectiveFrom: "2025-04-01",
    standard: [
      { upTo: 125_000, basisPoints: 0 },
      { upTo: 250_000, basisPoints: 200 },
      { upTo: 925_000, basisPoints: 500 },
      { upTo: 1_500_000, basisPoints: 1000 },
      { upTo: null, basisPoints: 1200 },
    ],
    firstTimeBuyer: {
      maxPrice: 500_000,
      bands: [
        { upTo: 300_000, basisPoints: 0 },
        { upTo: 500_000, basisPoints: 500 },
      ],
    },
    additionalDwellingBasisPoints: 500,
    additionalDwellingMinimumPrice: 40_000,
    nonResidentBasisPoints: 200,
  },
];

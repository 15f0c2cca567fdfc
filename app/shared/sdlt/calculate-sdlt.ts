import { type RateBand, type SdltRateSet, sdltRateSets } from "./rates";

export interface SdltInput {
  /** Whole pounds. */
  price: number;
  /** ISO date of completion; the rates in force that day apply. */
  completionDate: string;
  firstTimeBuyer: boolean;
  additionalProperty: boolean;
  nonResident: boolean;
}

export interface SdltBandResult {
  /** Lowest and highest pound of the price this band covers. */
  from: number;
  to: number;
  /** Rate on this slice, in percent (with any surcharges). */
  ratePercent: number;
  /** Tax on this slice, in pounds, to the penny. */
  tax: number;
}

export interface SdltResult {
  /** Whole pounds: SDLT is rounded down to the pound. */
  total: number;
  bands: SdltBandResult[];
  /** Which relief or surcharges were applied, for the explanation. */
  basis: {
    firstTimeBuyerRelief: boolean;
    additionalDwelling: boolean;
    nonResident: boolean;
    ratesFrom: string;
  };
}

export class SdltDateError extends Error {
  override name = "SdltDateError";
}

function rateSetFor(completionDate: string): SdltRateSet {
  const set = [...sdltRateSets].reverse().find((s) => s.effectiveFrom <= completionDate);
  if (!set) {
    throw new SdltDateError(
      `We can only calculate for completions from ${sdltRateSets[0]?.effectiveFrom}`,
    );
  }
  return set;
}

/**
 * SDLT on a residential purchase in England or Northern Ireland. Pure: the rates come from the
 * dated table for the completion date. Amounts are summed exactly in basis points and the total
 * rounded down to the pound, as HMRC does.
 */
export function calculateSdlt(input: SdltInput): SdltResult {
  const set = rateSetFor(input.completionDate);
  const price = Math.floor(input.price);
  // Someone buying an additional dwelling is not a first-time buyer, whatever they ticked.
  const firstTimeBuyerRelief =
    input.firstTimeBuyer && !input.additionalProperty && price <= set.firstTimeBuyer.maxPrice;
  const additionalDwelling =
    input.additionalProperty && price >= set.additionalDwellingMinimumPrice;
  const surcharge =
    (additionalDwelling ? set.additionalDwellingBasisPoints : 0) +
    (input.nonResident ? set.nonResidentBasisPoints : 0);
  const bands: RateBand[] = firstTimeBuyerRelief ? set.firstTimeBuyer.bands : set.standard;

  const results: SdltBandResult[] = [];
  let lower = 0;
  let totalBasisPointPounds = 0;
  for (const band of bands) {
    if (price <= lower) break;
    const upper = band.upTo === null ? price : Math.min(price, band.upTo);
    const slice = upper - lower;
    const basisPoints = band.basisPoints + surcharge;
    totalBasisPointPounds += slice * basisPoints;
    results.push({
      from: lower === 0 ? 0 : lower + 1,
      to: upper,
      ratePercent: basisPoints / 100,
      tax: Math.round(slice * basisPoints) / 10_000,
    });
    lower = upper;
  }
  return {
    total: Math.floor(totalBasisPointPounds / 10_000),
    bands: results,
    basis: {
      firstTimeBuyerRelief,
      additionalDwelling,
      nonResident: input.nonResident,
      ratesFrom: set.effectiveFrom,
    },
  };
}

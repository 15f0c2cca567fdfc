/**
 * Where family cases from each area we cover are usually heard (docs/firm-and-rules.md,
 * "Facts that change during 2026"). The court decides the venue, so copy always says "usually"
 * and never promises one. Reviewed 23 Nov 2026.
 */
import { type AreaSlug, areas } from "~/shared/firm/facts";

export const familyCourts = {
  stockport: {
    name: "Stockport County Court and Family Court hearing centre",
    building: "Stockport Justice Centre",
    /** Whose cases it usually hears. */
    serves: "the Stockport borough",
  },
  manchester: {
    name: "Manchester Family Court",
    building: "Manchester Civil Justice Centre",
    serves: "the City of Manchester",
  },
} as const;

export type FamilyCourtId = keyof typeof familyCourts;

export const usualFamilyCourt: Record<AreaSlug, FamilyCourtId> = {
  bramhall: "stockport",
  cheadle: "stockport",
  marple: "stockport",
  "hazel-grove": "stockport",
  romiley: "stockport",
  "heaton-chapel": "stockport",
  "heaton-moor": "stockport",
  stockport: "stockport",
  "heaton-mersey": "stockport",
  davenport: "stockport",
  "east-didsbury": "manchester",
  chorlton: "manchester",
};

/** "Bramhall, Cheadle and Marple": the areas whose cases a court usually hears, in menu order. */
export function areasUsuallyHeardAt(court: FamilyCourtId): string {
  const names = areas.filter((a) => usualFamilyCourt[a.slug] === court).map((a) => a.name);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
    : (names[0] ?? "");
}

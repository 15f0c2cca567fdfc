/**
 * The 12 area pages (/locations/{area}) and their wills-probate, conveyancing and family-law
 * sub-pages (/locations/{area}/{service}), in the order of `areas` in ~/shared/firm/facts.
 */
import type { AreaPage } from "~/content/types";
import bramhall from "./bramhall";
import cheadle from "./cheadle";
import chorlton from "./chorlton";
import davenport from "./davenport";
import eastDidsbury from "./east-didsbury";
import hazelGrove from "./hazel-grove";
import heatonChapel from "./heaton-chapel";
import heatonMersey from "./heaton-mersey";
import heatonMoor from "./heaton-moor";
import marple from "./marple";
import romiley from "./romiley";
import stockport from "./stockport";

export const areaPages: readonly AreaPage[] = [
  bramhall,
  cheadle,
  marple,
  hazelGrove,
  romiley,
  heatonChapel,
  heatonMoor,
  stockport,
  heatonMersey,
  davenport,
  eastDidsbury,
  chorlton,
];

export function findAreaPage(slug: string): AreaPage | undefined {
  return areaPages.find((page) => page.slug === slug);
}

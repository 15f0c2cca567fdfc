import type { ServicePage } from "~/content/types";
import businessLaw from "./business-law";
import commercialLitigation from "./commercial-litigation";
import conveyancing from "./conveyancing";
import conveyancingCosts from "./conveyancing--conveyancing-costs";
import conveyancingProcess from "./conveyancing--conveyancing-process";
import conveyancingSearches from "./conveyancing--conveyancing-searches";
import exchangeCompletion from "./conveyancing--exchange-completion";
import whatIsConveyancing from "./conveyancing--what-is-conveyancing";
import criminalLaw from "./criminal-law";
import disputeResolution from "./dispute-resolution";
import employmentLaw from "./employment-law";
import executor from "./executor-of-wills";
import familyLaw from "./family-law";
import inheritanceDisputes from "./inheritance-disputes";
import lastingPowers from "./lasting-powers";
import motoringOffences from "./motoring-offences";
import personalInjury from "./personal-injury";
import wills from "./wills-probate";

/** Every service page, in the order the site lists them. */
export const servicePages: readonly ServicePage[] = [
  wills,
  executor,
  conveyancing,
  whatIsConveyancing,
  conveyancingProcess,
  conveyancingCosts,
  conveyancingSearches,
  exchangeCompletion,
  lastingPowers,
  familyLaw,
  businessLaw,
  employmentLaw,
  personalInjury,
  criminalLaw,
  motoringOffences,
  disputeResolution,
  commercialLitigation,
  inheritanceDisputes,
];

const byPath = new Map(servicePages.map((page) => [page.path, page]));

/**
 * The page for a path below /services ("conveyancing/conveyancing-costs"). Leading and
 * trailing slashes and a leading "services/" are ignored, so a full URL path also works.
 */
export function findServicePage(path: string): ServicePage | undefined {
  const key = path.replace(/^\/+|\/+$/g, "").replace(/^services\//, "");
  return byPath.get(key);
}

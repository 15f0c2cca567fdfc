import type { SeedArticle } from "../types";

import claimingAgainstAnEstate from "./claiming-against-an-estate-the-inheritance-act";
import lastingPowerOfAttorneyWhyNotToWait from "./lasting-power-of-attorney-why-not-to-wait";
import makingAWillBlendedFamily from "./making-a-will-when-you-have-a-blended-family";
import noFaultDivorce from "./no-fault-divorce-how-it-works";
import settlementAgreements from "./settlement-agreements-what-employees-should-know";
import speedingPointsAndTottingUp from "./speeding-points-and-totting-up-a-plain-guide";
import stampDutyAfterApril2025 from "./stamp-duty-after-april-2025-what-buyers-pay-now";
import afterYouAcceptAnOffer from "./what-happens-after-you-accept-an-offer-on-your-home";

/** Every seeded insight article, newest first. */
export const seedArticles: readonly SeedArticle[] = [
  speedingPointsAndTottingUp, // 2026-11-03
  lastingPowerOfAttorneyWhyNotToWait, // 2026-09-22
  claimingAgainstAnEstate, // 2026-07-14
  makingAWillBlendedFamily, // 2026-05-19
  settlementAgreements, // 2026-02-10
  stampDutyAfterApril2025, // 2026-01-13
  noFaultDivorce, // 2025-10-14
  afterYouAcceptAnOffer, // 2025-09-16
];

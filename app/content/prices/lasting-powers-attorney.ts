/**
 * Price and service information: lasting powers of attorney (not on the SRA's mandatory list,
 * published in the same form for clarity). Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - Office of the Public Guardian registration fee, currently £92 per LPA (raised from £82 in
 *   November 2025), with a 50% remission for incomes under £12,000 and exemption for certain
 *   means-tested benefits: GOV.UK "Power of attorney fees" and form LPA120, checked Nov 2026.
 * - Capacity reports: typical range charged by doctors, Nov 2026; the doctor sets the fee.
 */
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "lasting-powers-attorney",
  meta: {
    title: "Lasting Power of Attorney Prices",
    description:
      "Fixed fees for making one or both lasting powers of attorney, the {fee:lasting-powers-attorney/registration-fee} Office of the Public Guardian fee and who pays less, VAT, the steps and how long it takes.",
  },
  heading: "Lasting powers of attorney: our prices",
  lead: `A **lasting power of attorney** (LPA) is a legal document that lets you choose people you trust (your "attorneys") to make decisions for you if one day you cannot make them yourself. Here is what it costs to make one with us.

Your first 30-minute conversation with us is free: [book it here](/consultation).`,
  basisOfCharges: `We charge a **fixed fee** for each lasting power of attorney. The fee is the same however many attorneys you choose.

There are two types:

- a **property and financial affairs** LPA, for things like paying bills, managing bank accounts and selling your home;
- a **health and welfare** LPA, for decisions about your care, medical treatment and where you live.

Many people make both. We charge less when you make both together, and less again for a couple who each make both.

On top of our fee, the **Office of the Public Guardian** (the government office that registers LPAs) charges its own registration fee for each LPA. An LPA cannot be used until it has been registered.`,
  notes: {
    "one-lpa": "Either type, for one person.",
    "both-types": "A property and financial affairs LPA and a health and welfare LPA.",
    "both-types-couple": "Each of you makes both types, prepared and signed together.",
    "home-visit":
      "If you cannot come to our Bramhall or Heaton Moor office, we can visit you at home, in hospital or in a care home in the areas we cover.",
    "existing-lpa":
      "For each LPA you or someone else prepared, which we check and send to the Office of the Public Guardian.",
    "registration-fee":
      "Currently **{fee:lasting-powers-attorney/registration-fee} for each LPA**, paid to the Office of the Public Guardian. You pay half if your income before tax is under £12,000 a year, and nothing if you get certain means-tested benefits. We will help you apply for the reduction. No VAT.",
    "capacity-report":
      "Only if there is doubt about whether you can understand the LPA, we may ask a doctor to confirm it. The doctor sets the fee, which may include VAT.",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. For lasting powers of attorney the main one is the Office of the Public Guardian's fee for registering each LPA. A doctor's report on mental capacity is rarely needed.",
  vat: `VAT is charged at **20%** on our fees and on any supplement.

There is **no VAT** on the Office of the Public Guardian's registration fee. A doctor's fee, if one is needed, is shown with any VAT the doctor charges already included.

**Example:** both types of LPA for one person cost {fee:lasting-powers-attorney/both-types} plus {vat:lasting-powers-attorney/both-types} VAT, which is **{total:lasting-powers-attorney/both-types}**, plus two registration fees of {fee:lasting-powers-attorney/registration-fee} (**{fee:2*lasting-powers-attorney/registration-fee}**), so **{total:lasting-powers-attorney/both-types+2*lasting-powers-attorney/registration-fee}** in total at the full fee.`,
  includes: [
    "A meeting to talk through your wishes, at either office, by phone or by video",
    "Advice on choosing attorneys and replacement attorneys, and how they should act",
    "Preparing the LPA forms, including any instructions or preferences you want to give",
    'A meeting to sign the LPAs, with our lawyer acting as your "certificate provider" (the person who confirms you understand the LPA and are not being pressured)',
    "Guiding your attorneys through signing their part",
    "Sending the LPAs to the Office of the Public Guardian and dealing with any questions it has",
    "Sending you the registered LPAs and certified copies for your attorneys",
  ],
  excludes: [
    "The Office of the Public Guardian's registration fee (shown under disbursements)",
    "Home visits (shown as a supplement)",
    "A doctor's report on capacity, if one is needed",
    "Applications to the Court of Protection, for example when someone can no longer make an LPA",
    "Advice to attorneys once they start acting (charged at our hourly rates)",
    "Disputes between attorneys or family members",
  ],
  stages: [
    {
      title: "First meeting",
      body: "We talk through what you want, who you trust and how they should make decisions.",
      timescale: "within 1 to 2 weeks of your call",
    },
    {
      title: "Preparing the documents",
      body: "We draft the LPAs and send them to you to check.",
      timescale: "1 to 2 weeks",
    },
    {
      title: "Signing",
      body: "You sign first, with our lawyer as certificate provider. Then your attorneys sign, in the right order.",
      timescale: "1 to 3 weeks, depending on how quickly attorneys can sign",
    },
    {
      title: "Registration",
      body: "We send the LPAs to the Office of the Public Guardian. By law it must wait at least 4 weeks before registering, so that anyone with concerns can raise them.",
      timescale:
        "2 to 4 months; the Office of the Public Guardian's times change and we will tell you the latest",
    },
  ],
  timescale: `From our first meeting to signed LPAs usually takes **3 to 6 weeks**. Registration by the Office of the Public Guardian then usually takes **2 to 4 months**. You do not need to do anything during registration; we will send you the registered LPAs when they arrive.`,
  people: {
    team: ["eleanor-carrow", "aisha-rahman"],
    supervisor: "eleanor-carrow",
    experience: `Your LPAs are prepared by our wills, probate and later life team:

- [Eleanor Carrow](/team/eleanor-carrow), Founding Partner and Head of Wills, Probate and Later Life, a qualified solicitor who founded the firm in 1998.
- [Aisha Rahman](/team/aisha-rahman), Chartered Legal Executive. Chartered legal executives are qualified lawyers who train and specialise in one area of law; Aisha works on wills, probate and lasting powers of attorney.

**Eleanor Carrow supervises all of the team's work.**`,
  },
  conditionalFees: `We do not offer conditional fee agreements ("no win, no fee") or damages-based agreements for lasting powers of attorney. They are not used for this kind of work.`,
  extra: [
    {
      heading: "Why make an LPA now",
      body: `An LPA can only be made while you can still understand what it means. If you lose that ability without one, your family may have to apply to the Court of Protection to be allowed to help you, which is slower and costs more. Many people make LPAs at the same time as their will. Read more about our [lasting powers of attorney service](/services/lasting-powers).`,
    },
  ],
};

export default page;

/**
 * Price and service information: uncontested probate where all assets are in the UK, plus our
 * wills fees (SRA Transparency Rules). Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - Probate application fee (£300 for estates over £5,000; none at or below) and £1.50 per extra
 *   copy of the grant: GOV.UK "Applying for probate", checked Nov 2026.
 * - Bankruptcy-only land charges search: HM Land Registry Land Charges fees (a few pounds per
 *   name), checked Nov 2026; given as a range.
 * - Gazette and local newspaper notices, property valuations: typical ranges, Nov 2026; The
 *   Gazette, the newspaper or the valuer sets the final figure.
 * - Probate processing times: HMCTS, which change often; given as a general range.
 */
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "wills-probate",
  meta: {
    title: "Probate and Wills Prices",
    description:
      "Probate costs explained: our fixed fee to get the grant, hourly rates and typical totals to run an estate, court fees, disbursements, VAT and how long it takes.",
  },
  heading: "Probate and wills: our prices",
  lead: `When someone dies, their family often has to apply for **probate** (the legal right to deal with the person's money, property and belongings, called their "estate"). We know this can be a hard time. This page sets out clearly what our help costs, so there are no surprises.

The prices here are for **uncontested probate where all the assets are in the UK**. Uncontested means nobody is disputing the will or the estate. Your first 30-minute conversation with us is free: [book it here](/consultation).`,
  basisOfCharges: `We offer two ways to help. You choose the one that suits you.

**1. Grant only: fixed fee.** We apply for the grant of probate for you (or "letters of administration" where there is no will). Once you have it, you deal with the rest of the estate yourselves. The fee is fixed, as long as the estate fits the assumptions below.

**2. Full estate administration: hourly rates.** We do everything: we apply for the grant, collect the money and property, pay the debts and taxes, prepare the estate accounts and pay the beneficiaries (the people who inherit). Because every estate is different, we charge for the time we spend, at the hourly rates below. We give you an estimate at the start and tell you if it is likely to change.

Our hourly rates are **{fee:wills-probate/partner-rate} + VAT** for a partner and **{fee:wills-probate/legal-executive-rate} + VAT** for a chartered legal executive. Routine letters and calls are charged in units of 6 minutes.

**Our fees assume that:**

- there is one valid will (or clear rules on who inherits, if there is no will);
- there are no more than 4 beneficiaries;
- nobody disputes the will or the estate;
- all the assets are in the UK;
- there is one property, and no more than 5 bank or building society accounts;
- there are no more than 2 shareholdings, and no business or farm;
- no inheritance tax is due and a full inheritance tax account (form IHT400) is not needed;
- there are no claims against the estate and it has enough money to pay its debts.

If any of these is not true, the cost is likely to be higher. We will tell you at the start, or as soon as we find out.`,
  notes: {
    "grant-only":
      "We prepare and submit the probate application and send you the grant. You then collect and share out the estate yourselves.",
    "full-administration":
      "Charged at hourly rates. Most estates that fit our assumptions cost between {fee:wills-probate/full-administration.from} and {fee:wills-probate/full-administration.to} + VAT in total. Estates with more assets, more beneficiaries or tax to pay cost more.",
    "partner-rate": "Per hour.",
    "legal-executive-rate": "Per hour.",
    "single-will":
      "A straightforward will for one person, including a meeting, the draft, signing and safe storage of the original.",
    "mirror-wills":
      "Two matching wills for a couple who want to leave things to each other and then to the same people. Wills with trusts are quoted individually.",
    "probate-fee":
      "Paid to HM Courts and Tribunals Service for estates worth more than £5,000. There is no fee for estates of £5,000 or less. No VAT.",
    "grant-copies":
      "£1.50 for each extra official copy, paid to HM Courts and Tribunals Service. Copies let you deal with several banks at once. No VAT.",
    "creditor-notices":
      'Notices in The Gazette and a local newspaper asking anyone owed money by the estate to come forward (a "section 27 Trustee Act" notice). They protect the executors. Set by The Gazette and the newspaper.',
    "bankruptcy-searches":
      "For each beneficiary. Paid to HM Land Registry's Land Charges department, to check that nobody who inherits is bankrupt. No VAT.",
    "property-valuation":
      "Paid to a surveyor or estate agent for a formal valuation of the home at the date of death, if one is needed. The valuer sets the fee.",
    "id-check":
      "For each executor or administrator. Paid to the company that checks identity electronically, as the law on money laundering requires.",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. In probate they are mainly the court's fee for the probate application and extra copies of the grant, notices to creditors, bankruptcy searches, a valuation of any property and identity checks.",
  vat: `VAT is charged at **20%** on our fixed fee, our hourly charges, our wills fees, the creditor notices, a property valuation and the ID check.

There is **no VAT** on the probate application fee, the extra copies of the grant or the bankruptcy searches.

**Example:** our grant-only fee is {fee:wills-probate/grant-only} plus {vat:wills-probate/grant-only} VAT, which is **{total:wills-probate/grant-only}**. The probate application fee of {fee:wills-probate/probate-fee} and any extra copies are added to this.`,
  includes: [
    "A first meeting, at either office, by phone or by video",
    "Checking the will and explaining who can apply and what they must do",
    "Working out the value of the estate from the information gathered",
    "Checking whether inheritance tax is due on an estate that fits our assumptions",
    "Preparing and submitting the probate application online, and the statement the executors sign",
    "Dealing with questions from the Probate Registry and sending you the grant",
    "Full administration only: writing to banks and others, collecting the money and selling or transferring investments",
    "Full administration only: paying debts, funeral costs and final tax, placing creditor notices and doing bankruptcy searches",
    "Full administration only: preparing estate accounts and paying the beneficiaries",
  ],
  excludes: [
    "A full inheritance tax account (form IHT400) and paying inheritance tax (quoted separately)",
    "Selling or transferring the property (conveyancing, quoted separately)",
    "Broker's fees for selling shares, and valuations of shares or special items",
    "Disputes about the will or claims against the estate (see our inheritance disputes service)",
    "Assets outside the UK",
    "Trusts that continue after the estate is finished, or a deed of variation (changing who inherits)",
    "Tracing missing beneficiaries, or an estate that cannot pay all its debts",
    "Income tax or capital gains tax returns beyond a simple final return",
  ],
  stages: [
    {
      title: "First meeting and collecting information",
      body: "We meet you, read the will, check identities and start gathering the facts about the estate.",
      timescale: "1 to 2 weeks",
    },
    {
      title: "Valuing the estate",
      body: "We (or you, for grant only) write to banks, pension providers and others to find the value of everything on the date of death, and check whether any inheritance tax is due.",
      timescale: "4 to 8 weeks, depending on how fast banks and others reply",
    },
    {
      title: "Applying for the grant",
      body: "We prepare the application, the executors sign a statement confirming it is true, and we submit it online with the fee.",
      timescale: "1 to 2 weeks",
    },
    {
      title: "Waiting for the grant",
      body: "The Probate Registry checks the application and issues the grant. Grant-only work ends here.",
      timescale: "8 to 16 weeks; registry times vary and we will tell you the latest",
    },
    {
      title: "Collecting the estate and paying debts (full administration)",
      body: "We close accounts, collect the money, arrange for the property to be sold or transferred, pay the debts and place notices for any unknown creditors, who have at least 2 months to reply.",
      timescale: "2 to 6 months",
    },
    {
      title: "Accounts and paying the beneficiaries (full administration)",
      body: "We prepare the estate accounts for the executors to approve, then pay the beneficiaries. Executors usually wait 6 months from the grant before the final payments, in case anyone makes a claim.",
      timescale: "1 to 2 months, after the waiting period",
    },
  ],
  timescale: `**Grant only** usually takes **3 to 6 months** from our first meeting to receiving the grant.

**Full estate administration** of a straightforward estate usually takes **6 to 12 months**. It can take longer if a house has to be sold, if inheritance tax is due, or if banks and others are slow to reply.`,
  people: {
    team: ["eleanor-carrow", "aisha-rahman"],
    supervisor: "eleanor-carrow",
    experience: `Your matter is handled by our wills, probate and later life team:

- [Eleanor Carrow](/team/eleanor-carrow), Founding Partner and Head of Wills, Probate and Later Life, a qualified solicitor who founded the firm in 1998.
- [Aisha Rahman](/team/aisha-rahman), Chartered Legal Executive. Chartered legal executives are qualified lawyers who train and specialise in one area of law; Aisha works on wills, probate and lasting powers of attorney.

**Eleanor Carrow supervises all of the team's work.**`,
  },
  conditionalFees: `We do not offer conditional fee agreements ("no win, no fee") or damages-based agreements for probate or wills. They are not used for this kind of work.

Our fees are usually paid from the estate once the money can be collected, so executors rarely have to pay from their own pocket. We will explain how this works at the first meeting.`,
  extra: [
    {
      heading: "What can make probate cost more",
      body: `- Inheritance tax to pay, or a full inheritance tax account (IHT400). After an IHT400 is sent, HMRC needs 20 working days before probate can be applied for.
- More beneficiaries, properties, accounts or investments than in our assumptions.
- A missing or unclear will, or a beneficiary who cannot be found.
- A business, farm, foreign assets or a trust in the will.
- Someone disputing the will or claiming they should have been left more.

We will tell you straight away if any of these applies, and give you a new estimate.`,
    },
    {
      heading: "Being an executor",
      body: `Being an executor is a serious job, and you do not have to do it alone. Our guide for [executors of wills](/services/executor-of-wills) explains your duties. You can also read about our [wills and probate service](/services/wills-probate).`,
    },
  ],
};

export default page;

import { typicalMoveDuration } from "~/content/facts/conveyancing-timescales";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "conveyancing/conveyancing-costs",
  practiceArea: "conveyancing",
  meta: {
    title: "Conveyancing Costs and Stamp Duty",
    description:
      "What buying or selling a home costs: our fixed legal fee, searches and Land Registry fees, VAT, and Stamp Duty Land Tax rates in England from 1 April 2025.",
  },
  heading: "Conveyancing costs and stamp duty",
  lead: "Moving home costs more than the legal fee. This guide lists the costs you are likely to meet, who charges each one, and how Stamp Duty Land Tax is worked out in England.",
  sections: [
    {
      heading: "Our legal fee",
      body: `Our fee is fixed, and set by the price of the property and the type of transaction, so you can budget from day one. Where a home needs extra work — a leasehold flat or house, or a new build with the developer's deadlines — our price pages show any set additional fee. VAT at 20% is added to our fee.`,
    },
    {
      heading: "Disbursements: costs we pay on your behalf",
      body: `Disbursements are charges made by other organisations, which we pay for you and then pass on. On a purchase they usually include:

- **search fees** — see our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches);
- **HM Land Registry's fee** for registering you as owner, set on a scale by the price;
- **official searches** of the register and, if you have a mortgage, a bankruptcy search against each buyer;
- **identity checks** and a small charge for same-day bank transfers.

Leasehold homes may also involve fees to the landlord after completion.`,
    },
    {
      heading: "Stamp Duty Land Tax",
      body: `Stamp Duty Land Tax (SDLT) is paid by the buyer on homes in England. Wales has its own tax, Land Transaction Tax, with different rates and no first-time buyer relief. SDLT is charged in slices, like income tax. Since **1 April 2025** the standard rates are:

- 0% on the part of the price up to £125,000;
- 2% on the part from £125,001 to £250,000;
- 5% on the part from £250,001 to £925,000;
- 10% on the part from £925,001 to £1.5 million;
- 12% on anything above £1.5 million.

So a home bought for £295,000 carries £4,750 in SDLT at standard rates.

**First-time buyers** pay nothing on the first £300,000 and 5% on the part from £300,001 to £500,000, if the price is £500,000 or less; above that, the standard rates apply in full. If you will own **more than one home** after the purchase, 5 percentage points are added to every slice, and buyers **not resident in the UK** pay a further 2 points. We file the return and pay the tax, which is due within 14 days of completion.`,
    },
    {
      heading: "Costs when you sell, and other moving costs",
      body: `On a sale, the biggest bill is usually the estate agent's commission, which we can pay from the sale money. Your lender may charge a fee for paying off the mortgage, and an early repayment charge during a fixed-rate period. A leasehold seller normally pays for the management pack.

Budget too for your survey, any mortgage or broker fee, insurance and removals. For an exact figure for your own move, ring {phone} for a written quote, or [book a free half-hour consultation](/consultation) to go through the numbers.`,
    },
  ],
  steps: [
    {
      title: "Ask for a quote",
      body: "Tell us the price, the tenure and whether you are buying, selling or both.",
      duration: "Usually within 1 to 2 working days",
    },
    {
      title: "Pay for the searches",
      body: "When you instruct us, we ask for money on account so we can order searches without delay.",
      duration: "At the start",
    },
    {
      title: "Receive the completion statement",
      body: "It shows the price, the mortgage, our fee, disbursements and SDLT, and the balance we need from you.",
      duration: "About 1 week before completion",
    },
    {
      title: "Send the balance",
      body: "Transfer it so it has cleared before completion day. Check our bank details by phoning someone you know at the firm first, because criminals fake solicitors' e-mails.",
      duration: "A few working days before completion",
    },
    {
      title: "Tax paid and final account",
      body: "We pay the SDLT and registration fee and send you a final account.",
      duration: "Within 14 days of completion",
    },
  ],
  costs: `Our conveyancing fees are fixed. The complete figures, including likely disbursements and VAT, are published on our price pages for [purchases](/compliance/residential-purchase), [sales](/compliance/residential-sale) and [remortgages](/compliance/residential-mortgage). Your written quote will match them.`,
  pricePage: "/compliance/residential-purchase",
  usualDuration: typicalMoveDuration,
  faqs: [
    {
      question: "Do I pay anything if my purchase falls through?",
      answer:
        "If your purchase falls through before completion, we charge for the work done so far, up to the fixed fee, plus any searches already paid for. We will tell you what this is before you agree to it. Our [purchase price page](/compliance/residential-purchase) says the same.",
    },
    {
      question: "Is VAT charged on everything?",
      answer:
        "No. VAT is added to our fee and some searches, but not to HM Land Registry fees or SDLT. Your quote shows the VAT on each line.",
    },
    {
      question: "Do I count as a first-time buyer for stamp duty?",
      answer:
        "Only if you have never owned a home, or a share in one, anywhere in the world, and the new home will be your main residence. Every buyer must qualify for the relief to apply.",
    },
    {
      question: "I have not sold my old home yet. Will I pay the higher rates?",
      answer:
        "Usually, yes, if you own another home when you complete. But if the new home replaces your main residence and you sell the old one within three years, you can reclaim the extra tax.",
    },
  ],
  team: ["priya-shah", "tom-whitworth", "mark-fielding"],
  related: [
    "conveyancing",
    "conveyancing/conveyancing-process",
    "conveyancing/what-is-conveyancing",
  ],
};

export default page;

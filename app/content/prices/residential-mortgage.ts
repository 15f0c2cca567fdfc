/**
 * Price and service information: remortgaging a home (SRA Transparency Rules). Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - HM Land Registry fees for registering a mortgage (Scale 2, portal), official copies and
 *   official searches: GOV.UK "HM Land Registry: Registration Services fees", checked Nov 2026.
 *   Given as ranges only; HMLR sets them. Removing a repaid mortgage carries no HMLR fee.
 * - Search indemnity insurance, searches and ID checks: typical market ranges, Nov 2026.
 */
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "residential-mortgage",
  meta: {
    title: "Remortgage Prices",
    description:
      "Our fixed fee for remortgaging your home, acting for you and your new lender, with Land Registry fees, search costs, VAT and a typical 4 to 6 week timetable.",
  },
  heading: "Remortgaging your home: our prices",
  lead: `A remortgage means moving your mortgage to a new lender, or borrowing more against your home. Here is what our legal work costs, the other costs you may pay, and how long it usually takes.

Your first 30-minute conversation with us is free: [book it here](/consultation).`,
  basisOfCharges: `We charge a **fixed legal fee** for a remortgage. It does not depend on the value of your home or the size of the loan.

**Acting for the lender:** in a remortgage we act for you and for your new lender at the same time. This is normal and is included in our fee. Your lender must have us on its list of approved firms (its "panel"); we will check this before we start.

Some lenders offer "free legal work" with their own choice of firm. If you choose that, the lender pays its firm and this page does not apply. If your lender insists on using its own separate solicitor, that solicitor's charges are extra and we will tell you before you commit.

Extra work, such as a leasehold home or taking someone off the title at the same time, has a fixed **supplement**, shown below.`,
  notes: {
    remortgage: "Acting for you and your new lender, including repaying your current mortgage.",
    leasehold:
      "For a flat or house held on a lease. We check that the lease meets your lender's rules and give notice of the new mortgage to the landlord.",
    "transfer-of-equity":
      "Adding someone to, or taking someone off, the ownership of the home as part of the remortgage.",
    "extra-mortgage":
      "Our fee covers repaying one existing mortgage. This applies for each further loan secured on the home.",
    "search-indemnity":
      "Most lenders accept a one-off insurance policy instead of full searches. The price includes Insurance Premium Tax; no VAT is charged on insurance.",
    searches:
      "Some lenders want full local authority, drainage and environmental searches. Paid to the council or search company. Shown before VAT, which is added where the provider charges it.",
    "land-registry-fee":
      "Set by HM Land Registry's fee scale; it depends on the amount you borrow. There is no fee to remove your old mortgage. No VAT.",
    "land-registry-searches":
      "Small fees paid to HM Land Registry for up-to-date copies of your title and for the official search that protects the new mortgage while it is registered. No VAT.",
    "id-check":
      "For each borrower. Paid to the company that checks your identity electronically, as the law on money laundering requires.",
    "bank-transfer":
      "Our own charge for each same-day bank transfer, such as repaying your old lender or sending you any spare money. Most remortgages need one or two.",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. On a remortgage they are mainly HM Land Registry's fees, search indemnity insurance (or searches, if your lender insists on them), identity checks and a bank transfer fee.",
  vat: `VAT is charged at **20%** on our legal fee, on any supplements, on the bank transfer fee and on the ID check. It is also added to search fees, if searches are needed, where the provider charges it.

There is **no VAT** on HM Land Registry fees or on indemnity insurance.

**Example:** a freehold remortgage with one mortgage to repay costs {fee:residential-mortgage/remortgage} plus {vat:residential-mortgage/remortgage} VAT, which is **{total:residential-mortgage/remortgage}**, plus the disbursements above.`,
  includes: [
    "Acting for you and for your new lender",
    "Checking the title to your home and reporting to your lender",
    "Arranging search indemnity insurance, or searches if the lender needs them",
    "Explaining the mortgage deed to you and arranging for you to sign it",
    "Getting a redemption figure from your current lender and repaying it",
    "Receiving the new loan and sending you any extra money you borrow",
    "Registering the new mortgage and removing the old one at HM Land Registry",
    "Free first 30-minute consultation",
  ],
  excludes: [
    "Advice on which mortgage to choose (speak to a mortgage adviser)",
    "Your lender's own fees, such as arrangement or valuation fees, and any early repayment charge from your current lender",
    "Work if your lender uses its own separate solicitor (their fee is extra)",
    "Putting right problems with the title, such as a missing lease or an unregistered extension to the land",
    "A declaration of trust, or advice on a separation or divorce",
    "Advice on tax",
  ],
  stages: [
    {
      title: "You instruct us",
      body: "We send you our terms, check your identity and receive your lender's instructions and mortgage offer.",
      timescale: "in the first week",
    },
    {
      title: "Title checks and searches",
      body: "We get copies of your title, check it meets your lender's rules and arrange search indemnity insurance or searches.",
      timescale: "in weeks 1 to 3",
    },
    {
      title: "Signing",
      body: "We explain the mortgage deed to you and you sign it in front of a witness.",
      timescale: "in weeks 2 to 4",
    },
    {
      title: "Report to the lender and completion",
      body: "We confirm to your new lender that everything is in order and ask for the money. On the completion day we repay your old lender and send you any extra money.",
      timescale: "in weeks 4 to 6",
    },
    {
      title: "Registration",
      body: "We register the new mortgage and remove the old one at HM Land Registry.",
      timescale:
        "applied for within days; HM Land Registry can take several weeks or months to finish",
    },
  ],
  timescale: `A typical remortgage takes **4 to 6 weeks** from the day we receive your lender's instructions to completion. It can take longer if the home is leasehold, if someone is being added or removed, or if your current lender is slow to send a redemption figure.`,
  people: {
    team: ["priya-shah", "tom-whitworth", "mark-fielding"],
    supervisor: "priya-shah",
    experience: `Your remortgage is handled by one of our residential property team:

- [Priya Shah](/team/priya-shah), Partner and Head of Residential Property, a qualified solicitor.
- [Tom Whitworth](/team/tom-whitworth), Senior Associate Solicitor, a qualified solicitor who works only on residential property.
- [Mark Fielding](/team/mark-fielding), Conveyancing Executive. Mark is an experienced conveyancer but not a solicitor.

**Priya Shah supervises all of the team's work**, including every file Mark handles.`,
  },
  conditionalFees: `We do not offer conditional fee agreements ("no win, no fee") or damages-based agreements for remortgages. They are not used for this kind of work.

If your remortgage does not go ahead, we charge for the work done so far, up to the fixed fee, plus any costs already paid out for you.`,
};

export default page;

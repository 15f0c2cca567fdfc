/**
 * Price and service information: selling a home (SRA Transparency Rules). Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - Official copies of the register and title plan: GOV.UK "HM Land Registry: Registration
 *   Services fees" (portal fee per document), checked Nov 2026; given as a range.
 * - ID checks, management pack fees and Help to Buy valuations: typical market ranges, Nov 2026;
 *   the provider or managing agent sets the final figure.
 */
import { moveTimescaleSource, typicalMoveRange } from "../facts/conveyancing-timescales";
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "residential-sale",
  meta: {
    title: "Residential Sale Prices",
    description:
      "Fixed legal fees for selling your home, plus Land Registry copies, ID checks, VAT, leasehold costs, the key stages and typical timescales, in plain English.",
  },
  heading: "Selling a home: our prices",
  lead: `Here you can see what we charge to sell your home, the other costs you may pay, and what happens at each stage.

You get a written quote before we start. Your first 30-minute conversation with us is free: [book it here](/consultation).`,
  basisOfCharges: `We charge a **fixed legal fee** for selling a home. The fee depends on the sale price.

The fee stays the same however long the sale takes, as long as the facts we quoted on do not change. If something unexpected comes up, we will explain it and agree any extra cost with you before doing the work.

Some sales need extra work, such as selling a leasehold flat or repaying a Help to Buy equity loan. For these we add a fixed **supplement**, shown below.

For homes over **{fee:residential-sale/legal-fee.limit}** the figure shown is our starting fee, and we will give you an individual quote.

If you are selling and buying at the same time, you pay the fee for each. We handle both together so that the dates line up.`,
  notes: {
    leasehold:
      "For selling a flat or house held on a lease. We deal with the landlord or managing agent and answer the buyer's questions about the lease.",
    "help-to-buy":
      "If you bought with a government Help to Buy equity loan, we deal with repaying it when you sell.",
    "shared-ownership":
      "For selling a share in a home owned with a housing association. The housing association usually has the right to find a buyer first.",
    "extra-mortgage":
      "Our fee covers repaying one mortgage. This applies for each further loan secured on the home.",
    unregistered:
      "For a property that has never been registered at HM Land Registry, where we must work from the old paper deeds.",
    "official-copies":
      "Paid to HM Land Registry for up-to-date copies of the register, the title plan and any documents they mention. A few pounds for each document; most sales need two or three. No VAT.",
    "id-check":
      "For each seller. Paid to the company that checks your identity electronically, as the law on money laundering requires.",
    "bank-transfer":
      "Our own charge for each same-day bank transfer, for example to repay your mortgage or to send you the money from the sale. Most sales need one or two.",
    "management-pack":
      "Set by the landlord or managing agent, not by us. The pack answers the buyer's questions about service charges, ground rent and the building, and the seller usually pays for it. Figure includes any VAT the agent charges.",
    "help-to-buy-valuation":
      "To repay a Help to Buy equity loan you need a valuation by a RICS surveyor. The surveyor sets and charges the fee.",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. On a sale they are mainly HM Land Registry's copies of your title, identity checks and a bank transfer fee, with the managing agent's pack if the home is leasehold.",
  vat: `VAT is charged at **20%** on our legal fee, on any supplements, on the bank transfer fee, on the ID check and on a Help to Buy valuation.

There is **no VAT** on HM Land Registry fees. Leasehold management pack fees are shown with any VAT the agent charges already included.

**Example:** selling a £250,000 freehold house with one mortgage to repay, our fee is {fee:residential-sale/band:250000} plus {vat:residential-sale/band:250000} VAT, which is **{total:residential-sale/band:250000}**. Official copies, the ID check and bank transfer fees are added to this.`,
  includes: [
    "A named lawyer who looks after your sale from start to finish",
    "Getting copies of your title from HM Land Registry",
    "Helping you complete the property information and fittings and contents forms",
    "Preparing the draft contract and sending the contract pack to the buyer's solicitor",
    "Answering the buyer's questions, with your help",
    "Getting a redemption figure from your lender and repaying your mortgage on completion",
    "Paying your estate agent's invoice from the sale money, if you ask us to",
    "Exchanging contracts and completing the sale",
    "Sending you the balance of the sale money",
    "Free first 30-minute consultation",
  ],
  excludes: [
    "Estate agent's fees (paid to your agent, though we can pay them for you from the sale money)",
    "Indemnity insurance the buyer asks for, for example for missing building regulation approval",
    "Putting right problems with the title, such as missing rights of way or a lost lease",
    "Extending a lease or dealing with a dispute with a landlord or neighbour",
    "Selling part of your land, or dividing a property",
    "Advice on Capital Gains Tax (we will point you to an accountant if it may apply)",
    "Disputes with the buyer, a neighbour or anyone else",
  ],
  stages: [
    {
      title: "You instruct us",
      body: "We send you our terms and a written quote, check your identity and send you the property forms to fill in.",
      timescale: "in the first week",
    },
    {
      title: "Contract pack",
      body: "We get your title from HM Land Registry, check your forms and send the draft contract pack to the buyer's solicitor.",
      timescale: "in weeks 1 to 3 (sooner if you return the forms quickly)",
    },
    {
      title: "Buyer's questions",
      body: "The buyer's solicitor checks the papers and asks questions (enquiries). We answer them with your help.",
      timescale: "in weeks 3 to 12",
    },
    {
      title: "Signing and exchange",
      body: "You sign the contract and transfer deed. We agree a completion date with everyone in the chain and exchange contracts. From this point the sale is legally binding.",
      timescale: "in weeks 10 to 18",
    },
    {
      title: "Completion",
      body: "The buyer's money arrives, we release the keys, repay your mortgage, pay the estate agent if you asked us to, and send you the balance.",
      timescale: "1 to 2 weeks after exchange",
    },
    {
      title: "After completion",
      body: "We send the buyer's solicitor proof that your mortgage has been repaid, so they can register the buyer as owner.",
      timescale: "within a few weeks",
    },
  ],
  timescale: `A typical sale in a chain takes ${typicalMoveRange} from the day you accept an offer to completion; the weeks in the stages below count from that day. ${moveTimescaleSource} This is a typical range, not a promise: it can take longer if there is a long chain, if the buyer's mortgage is slow, or if the property is leasehold and the managing agent is slow to send its pack.

You can help by returning the property forms quickly. Read more in our guide to [the conveyancing process](/services/conveyancing/conveyancing-process).`,
  people: {
    team: ["priya-shah", "tom-whitworth", "mark-fielding"],
    supervisor: "priya-shah",
    experience: `Your sale is handled by one of our residential property team:

- [Priya Shah](/team/priya-shah), Partner and Head of Residential Property, a qualified solicitor.
- [Tom Whitworth](/team/tom-whitworth), Senior Associate Solicitor, a qualified solicitor who works only on residential property.
- [Mark Fielding](/team/mark-fielding), Conveyancing Executive. Mark is an experienced conveyancer but not a solicitor.

**Priya Shah supervises all of the team's work**, including every file Mark handles.`,
  },
  conditionalFees: `We do not offer conditional fee agreements ("no win, no fee") or damages-based agreements for selling a home. They are not used for this kind of work.

If your sale falls through before completion, we charge for the work done so far, up to the fixed fee, plus any costs already paid out for you. We will tell you what this is before you agree to it.`,
  extra: [
    {
      heading: "What can make a sale cost more",
      body: `- A leasehold, shared ownership or unregistered property, or a Help to Buy loan (see the supplements above).
- More than one mortgage or loan secured on the home.
- Missing paperwork, such as building regulation approval for an extension.
- Selling on behalf of someone who has died or who has given you a power of attorney.

We will always tell you before extra work starts, and agree the cost with you.`,
    },
  ],
};

export default page;

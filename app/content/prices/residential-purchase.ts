/**
 * Price and service information: buying a home (SRA Transparency Rules). Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - HM Land Registry registration and search fees: GOV.UK "HM Land Registry: Registration Services
 *   fees" (Fee Order 2021, portal fees), checked Nov 2026. Given as ranges only; HMLR sets them.
 * - Search costs: typical charges of Stockport Council and search providers, as ranges; the
 *   provider sets the final figure.
 * - ID checks, chancel and coal searches, leasehold fees: typical market ranges, Nov 2026.
 * - Stamp Duty Land Tax: HMRC rates (see docs/firm-and-rules.md); this page only links to the guide.
 */
import { moveTimescaleSource, typicalMoveRange } from "../facts/conveyancing-timescales";
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "residential-purchase",
  meta: {
    title: "Residential Purchase Prices",
    description:
      "Our fixed fees for buying a home in Stockport and nearby, with searches, Land Registry fees, VAT, what is included, the stages and how long it takes.",
  },
  heading: "Buying a home: our prices",
  lead: `Buying a home is a big step. Here you can see what our legal work costs, the other costs you will pay along the way, and how long each stage usually takes.

Every buyer gets a written quote before we start. The first 30-minute conversation is free: [book it here](/consultation).`,
  basisOfCharges: `We charge a **fixed legal fee** for buying a home. The fee depends on the price of the property, because more expensive homes usually carry more risk and take more checking.

A fixed fee means you know our charge at the start. It does not go up because the work takes longer than we hoped, as long as the facts we quoted on stay the same. If something we could not know about comes up (for example a missing document that must be put right), we will tell you before doing extra work and agree any extra cost with you first.

Some homes need extra work, such as a leasehold flat or a new build. For these we add a fixed **supplement**, shown below.

Our fee includes preparing and sending your **Stamp Duty Land Tax return** (the form HMRC needs after you buy). There is no extra charge for this.

For homes over **{fee:residential-purchase/legal-fee.limit}** the figure shown is our starting fee. We will give you an individual quote, because these purchases vary a lot.`,
  notes: {
    leasehold:
      "For a flat or house you buy on a lease. We check the lease, the service charge and ground rent, and the landlord's or managing agent's information.",
    "new-build":
      "For a home bought from a developer. New builds come with their own contract, plans and deadlines, which take extra checking.",
    "shared-ownership":
      "When you buy a share of a home from a housing association and pay rent on the rest.",
    lender:
      "If you buy with a mortgage, your lender usually asks us to act for it too. We do its checks and report to it, so that the money arrives on time.",
    "gifted-deposit":
      "For each person who gives you money towards the purchase. We check where the money comes from and prepare the paperwork your lender needs.",
    unregistered:
      "For a property that has never been registered at HM Land Registry, so we must check the old paper deeds instead.",
    "local-search":
      "Paid to Stockport Council (or the council where the home is) or to a search company. It shows planning, building control, roads and other council matters. Shown before VAT; VAT is added where the council or search company charges it.",
    "drainage-search":
      "Paid to the search provider. It shows whether the home is connected to mains water and sewers, and where public sewers run.",
    "environmental-search":
      "Paid to the search provider. It looks for risks such as past land contamination and flooding.",
    chancel:
      "A check, or a one-off insurance policy, against the small risk of having to pay towards repairs of a local church. The policy price includes Insurance Premium Tax; no VAT is charged on insurance.",
    "coal-search":
      "Only needed where the home is in an area with a history of coal mining. Paid to the search provider. We will tell you if you need one.",
    "land-registry-fee":
      "Paid to HM Land Registry to register you as the new owner. The fee is set by HM Land Registry's fee scale and depends on the price. It can be higher for a new lease, a new build plot or a first registration. There is no extra fee to register your mortgage at the same time. No VAT.",
    "land-registry-searches":
      "Small fees paid to HM Land Registry just before completion. The official search protects your purchase while it is registered. The bankruptcy search (needed if you have a mortgage) costs a few pounds for each buyer. No VAT.",
    "id-check":
      "For each buyer. Paid to the company that checks your identity electronically, as the law on money laundering requires.",
    "bank-transfer":
      "Our own charge for each same-day bank transfer we make (for example, sending the purchase money to the seller's solicitor). It covers the bank's charge and our checks. Most purchases need one.",
    "leasehold-fees":
      "Set by the landlord or managing agent, not by us. Usually for notices telling them about your purchase and your mortgage, and sometimes a deed of covenant or certificate. The seller usually pays for the management pack itself. Figure includes any VAT the agent charges.",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. On a purchase they are mainly the search fees charged by the council, the water company and search providers, HM Land Registry's fees and identity checks, with the landlord's or managing agent's fees if the home is leasehold.",
  vat: `VAT is charged at **20%** on our legal fee, on any supplements, on the bank transfer fee and on the ID check. It is also added to most search fees, where the council or search company charges it.

There is **no VAT** on HM Land Registry fees, on Stamp Duty Land Tax, or on indemnity insurance (which carries Insurance Premium Tax instead). Leasehold fees set by a managing agent are shown with any VAT already in the figure.

**Example:** on a £250,000 freehold house with a mortgage, our fee is {fee:residential-purchase/band:250000} plus {fee:residential-purchase/lender} for acting for your lender, so {fee:residential-purchase/band:250000+residential-purchase/lender} plus {vat:residential-purchase/band:250000+residential-purchase/lender} VAT, which is **{total:residential-purchase/band:250000+residential-purchase/lender}**. Searches, Land Registry fees, the ID check and the bank transfer fee are added to this.`,
  includes: [
    "A named lawyer who looks after your purchase from start to finish",
    "Checking the draft contract and the legal title to the property",
    "Ordering and reviewing the searches, and explaining anything that matters",
    "Raising questions (enquiries) with the seller's solicitor and chasing the answers",
    "Reviewing your mortgage offer and reporting to your lender",
    "A written report to you on the property before you sign",
    "Exchanging contracts and completing the purchase",
    "Preparing and sending your Stamp Duty Land Tax return and paying the tax for you",
    "Registering you as the owner at HM Land Registry",
    "Free first 30-minute consultation",
  ],
  excludes: [
    "Stamp Duty Land Tax itself (a tax paid to HMRC, which we pass on in full)",
    "A survey of the property (arranged with a surveyor, not by us)",
    "Indemnity insurance for a defect in the title, such as a missing building regulation approval (we will tell you the cost if one is needed)",
    "Putting right a missing lease, extending a lease or buying the freehold",
    "Disputes with the seller, a neighbour or a landlord",
    "Declarations of trust for buyers who own in unequal shares (quoted separately)",
    "Advice on tax other than Stamp Duty, or on buying through a company",
    "Work caused by a change in the facts we quoted on, which we will agree with you first",
  ],
  stages: [
    {
      title: "You instruct us",
      body: "We send you our terms and a written quote, check your identity and ask where your money is coming from. You pay a small sum on account for the searches.",
      timescale: "in the first week",
    },
    {
      title: "Contract papers and searches",
      body: "The seller's solicitor sends the draft contract and title documents. We order the searches.",
      timescale: "in weeks 1 to 6 (search times vary by council)",
    },
    {
      title: "Checks and questions",
      body: "We check the papers and search results, ask the seller's solicitor questions and review your mortgage offer.",
      timescale: "in weeks 3 to 12",
    },
    {
      title: "Report and signing",
      body: "We write to you about the property and anything you need to know. You sign the contract and the transfer deed, and send your deposit. We agree a completion date with everyone in the chain.",
      timescale: "in weeks 8 to 16",
    },
    {
      title: "Exchange of contracts",
      body: "We exchange contracts with the seller's solicitor. From this point the sale is legally binding and the completion date is fixed.",
      timescale: "in weeks 10 to 18",
    },
    {
      title: "Completion",
      body: "We send the money to the seller's solicitor. Once they have it, the keys are released and the home is yours.",
      timescale: "1 to 2 weeks after exchange",
    },
    {
      title: "After completion",
      body: "We send your Stamp Duty Land Tax return and pay the tax within the 14-day deadline, then apply to HM Land Registry to register you as owner.",
      timescale:
        "several months for registration (the tax is paid within 14 days); this does not affect your right to live in your home",
    },
  ],
  timescale: `A typical purchase in a chain takes ${typicalMoveRange} from the day your offer is accepted to completion; the weeks in the stages below count from that day. ${moveTimescaleSource} This is a typical range, not a promise: it can be quicker with no chain and a cash buyer, and slower with a long chain, a new build that is not yet finished, a leasehold property or a delay in a mortgage offer.

We will tell you honestly where things stand at each stage. You can read more in our guide to [the conveyancing process](/services/conveyancing/conveyancing-process).`,
  people: {
    team: ["priya-shah", "tom-whitworth", "mark-fielding"],
    supervisor: "priya-shah",
    experience: `Your purchase is handled by one of our residential property team:

- [Priya Shah](/team/priya-shah), Partner and Head of Residential Property, a qualified solicitor.
- [Tom Whitworth](/team/tom-whitworth), Senior Associate Solicitor, a qualified solicitor who works only on residential property.
- [Mark Fielding](/team/mark-fielding), Conveyancing Executive. Mark is an experienced conveyancer but not a solicitor.

**Priya Shah supervises all of the team's work**, including every file Mark handles.`,
  },
  conditionalFees: `We do not offer conditional fee agreements ("no win, no fee") or damages-based agreements for buying a home. They are not used for this kind of work.

If your purchase falls through before completion, we charge for the work done so far, up to the fixed fee, plus any searches already paid for. We will tell you what this is before you agree to it.`,
  extra: [
    {
      heading: "Stamp Duty Land Tax",
      body: `Stamp Duty Land Tax (SDLT) is a tax on buying property in England. It is paid to HMRC, not to us. We work it out, send the return and pay the tax for you from money you give us. We make no profit from it.

How much you pay depends on the price, whether you are a first-time buyer and whether you will own more than one home. See our [guide to conveyancing costs](/services/conveyancing/conveyancing-costs) for the current rates and a worked example.`,
    },
    {
      heading: "What can make a purchase cost more",
      body: `- A leasehold, new build, shared ownership or unregistered property (see the supplements above).
- Problems found in the title or searches, such as a missing building regulation approval or a shared drive with no written rights.
- A lease that is too short for your lender, or missing paperwork from the landlord.
- A purchase that includes land, a business or a second building.

We will always tell you before extra work starts, and agree the cost with you.`,
    },
  ],
};

export default page;

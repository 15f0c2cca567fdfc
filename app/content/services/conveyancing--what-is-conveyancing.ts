import { typicalMoveDuration } from "~/content/facts/conveyancing-timescales";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "conveyancing/what-is-conveyancing",
  practiceArea: "conveyancing",
  meta: {
    title: "What Is Conveyancing? A Plain Guide",
    description:
      "A plain-English guide to conveyancing in England and Wales: what it covers, freehold and leasehold, who can do it and why the legal checks protect you.",
  },
  heading: "What is conveyancing?",
  lead: "Conveyancing is the legal side of moving home: passing ownership of a property from one person to another, and making sure the buyer gets what they pay for.",
  sections: [
    {
      heading: "What the word covers",
      body: `A "conveyance" was the old name for the deed that passed land from seller to buyer. Today the word covers all the legal work in a property deal:

- **a purchase** — checking the property and paying for it;
- **a sale** — proving your ownership and handing it over;
- **a remortgage** — replacing or adding to the loan secured on your home;
- **a transfer of equity** — changing whose names the home is in, without a sale on the open market.

Most land in England and Wales is recorded at **HM Land Registry**, whose register shows who owns it, any mortgage, and many of the rights and restrictions affecting it. A few properties have never been registered; their proof of ownership is a bundle of old deeds, and we register them for the first time when they change hands.`,
    },
    {
      heading: "Freehold and leasehold",
      body: `**Freehold** means you own the building and the land it stands on with no end date. Most houses are freehold.

**Leasehold** means you own the right to live in the home for a fixed number of years set out in a lease, often 99 or 125 years to begin with. Someone else, the landlord or freeholder, owns the building. You usually pay ground rent and a service charge towards upkeep. Most flats are leasehold.

A lease with too few years left can be hard to mortgage or sell, so we always check how long it has to run.`,
    },
    {
      heading: "Who can do your conveyancing",
      body: `Conveyancing is done by solicitors, regulated by the Solicitors Regulation Authority, and by licensed conveyancers, who have their own regulator. Trained staff supervised by a qualified lawyer may do some of the work.

You can legally do your own conveyancing, but if you are buying with a mortgage the lender will insist on a lawyer acting for it, and most sellers' solicitors are wary of dealing with an unrepresented buyer.`,
    },
    {
      heading: "Why the checks matter",
      body: `In English law, a buyer is largely expected to find out for themselves what they are buying. This is sometimes summed up as "buyer beware". The seller must answer questions honestly, but does not have to point out every drawback.

A right of way across the garden, a rule against extending, a road the council does not maintain or a missing planning permission can all cost money later. It is far better to find them before you are committed.`,
    },
    {
      heading: "Next step",
      body: `If you are about to buy or sell and want to know what your move will involve, give us a ring on {phone}. Or use our [booking page](/consultation) to arrange a free half-hour conversation with someone from the property team.`,
    },
  ],
  steps: [
    {
      title: "Check the title",
      body: "The register and title plan show who the owner is and which rights and burdens affect the land.",
      duration: "First 1 to 2 weeks",
    },
    {
      title: "Searches and questions",
      body: "We make official searches and put questions to the seller's side about anything unclear.",
      duration: "2 to 6 weeks",
    },
    {
      title: "Contract and exchange",
      body: "Once you are happy, both sides sign and contracts are exchanged, which makes the deal binding.",
      duration: "When the chain is ready",
    },
    {
      title: "Completion and registration",
      body: "The price is paid, ownership passes, and we record the change at HM Land Registry.",
      duration: "1 to 2 weeks after exchange, then registration",
    },
  ],
  costs: `We charge a fixed fee for conveyancing, so you know the legal cost before you start. Third-party costs and VAT are listed alongside our fees on the price pages for [purchases](/compliance/residential-purchase), [sales](/compliance/residential-sale) and [remortgages](/compliance/residential-mortgage). Our [conveyancing costs guide](/services/conveyancing/conveyancing-costs) explains each item in plain words.`,
  pricePage: "/compliance/residential-purchase",
  usualDuration: typicalMoveDuration,
  faqs: [
    {
      question: "Is conveyancing the same as a survey?",
      answer:
        "No. A surveyor checks the building's condition; conveyancing checks the legal position. You normally need both.",
    },
    {
      question: "Do I need a solicitor to sell my house?",
      answer:
        "The law does not demand one, but in practice almost every seller uses a solicitor or licensed conveyancer. The buyer's lawyer will expect proper title documents, replies to their questions and a safe way to handle the money, and your mortgage has to be paid off correctly on completion.",
    },
    {
      question: "What does 'title' mean?",
      answer:
        "Title is the legal right to own a property, and the documents that prove it. For registered land, the title is the entry at HM Land Registry, which has its own title number and a plan showing the boundaries in general terms.",
    },
    {
      question: "Can one firm act for both the buyer and the seller?",
      answer:
        "Only rarely. Solicitors' rules generally stop a firm acting for two clients whose interests conflict, and a buyer and seller usually want opposite things.",
    },
  ],
  team: ["priya-shah", "tom-whitworth", "mark-fielding"],
  related: [
    "conveyancing",
    "conveyancing/conveyancing-process",
    "conveyancing/conveyancing-searches",
  ],
};

export default page;

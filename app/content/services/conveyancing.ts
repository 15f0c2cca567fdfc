import { purchaseTimescale, typicalMoveDuration } from "~/content/facts/conveyancing-timescales";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "conveyancing",
  practiceArea: "conveyancing",
  meta: {
    title: "Conveyancing Solicitors for Home Moves",
    description:
      "Buying, selling or remortgaging a home in Stockport or south Manchester? Fixed conveyancing fees, a named contact and regular updates from start to finish.",
  },
  heading: "Conveyancing",
  lead: "Conveyancing is the legal work of buying, selling or remortgaging a home. Our property team acts for buyers, sellers and homeowners across Stockport and south Manchester, and keeps you up to date at every stage.",
  sections: [
    {
      heading: "When you are buying",
      body: `When you buy, we check that the seller owns what they are selling and that nothing hidden will cause trouble later:

- reading the title — the official record of who owns the property and what rights and restrictions come with it;
- ordering [searches](/services/conveyancing/conveyancing-searches) with the council, the water company and others;
- raising questions with the seller's solicitor and chasing the answers;
- checking your mortgage offer and meeting the lender's conditions;
- paying Stamp Duty Land Tax for you and registering you as the new owner.

You get a written report before you commit. Our guide to [the conveyancing process](/services/conveyancing/conveyancing-process) walks through each stage.`,
    },
    {
      heading: "When you are selling",
      body: `For a sale, we gather the title documents, help you fill in the property forms, and send a draft contract to the buyer's solicitor. We answer their questions, agree dates with everyone in the chain and, on completion day, pay off your mortgage and, if you ask us to, the estate agent. The balance comes to you.

Selling goes faster when the paperwork is ready early, so look out guarantees, planning permissions and building regulations certificates for any work done to the home.`,
    },
    {
      heading: "Remortgages and changes of ownership",
      body: `A **remortgage** means moving your mortgage to a new lender, or borrowing more against your home. We act for you and the new lender, pay off the old loan and register the new one.

A **transfer of equity** adds someone to the ownership of a home or takes someone off it, for example when a partner moves in or after a separation. The lender has to agree if there is a mortgage. If the transfer is part of a divorce, our [family law](/services/family-law) team can advise on the wider settlement.`,
    },
    {
      heading: "Leasehold and new-build homes",
      body: `Most flats, and some houses, are **leasehold**: you own the home for a set number of years under a lease, and a landlord owns the freehold. We check the lease length, the ground rent and the service charges, and obtain a management pack from the managing agent. Leasehold purchases usually take longer.

With a new build, developers often set tight deadlines for exchange, and completion may depend on when the building is finished. We check the new home warranty and who will look after the roads and sewers.`,
    },
    {
      heading: "Who does the work",
      priceInformation: true,
      body: `Your matter is handled by one named person from our residential property team, who you can ring or e-mail directly. The team is led by [Priya Shah](/team/priya-shah), a partner, with [Tom Whitworth](/team/tom-whitworth), a senior associate solicitor. [Mark Fielding](/team/mark-fielding), our conveyancing executive, is not a solicitor; Priya supervises his work.`,
    },
    {
      heading: "Get a quote or ask a question",
      body: `If you have had an offer accepted, or you are about to put your home on the market, call {phone} for a fixed-fee quote. If you would rather talk it through first, book a [free 30-minute consultation](/consultation) with one of the team.`,
    },
  ],
  steps: [
    {
      title: "Quote and instruction",
      body: "We give you a written quote. Once you accept, we check your identity and where your money is coming from, as the law requires.",
      duration: "1 to 3 working days",
    },
    {
      title: "Contract papers and searches",
      body: "Paperwork arrives from the seller's side, and our searches go off to the council and others.",
      duration: "2 to 6 weeks",
    },
    {
      title: "Questions, survey and mortgage offer",
      body: "We raise enquiries, you arrange a survey, and your lender issues its offer.",
      duration: "3 to 8 weeks",
    },
    {
      title: "Report and signing",
      body: "We send you our report on the property. You sign the contract and mortgage deed and send us your deposit.",
      duration: "About 1 week",
    },
    {
      title: "Exchange of contracts",
      body: "The contracts become binding and the completion date is fixed. See our guide to [exchange and completion](/services/conveyancing/exchange-completion).",
      duration: "When the whole chain is ready",
    },
    {
      title: "Completion",
      body: "The money is sent, the seller moves out and you collect the keys.",
      duration: "Usually 1 to 2 weeks after exchange",
    },
    {
      title: "Stamp duty and registration",
      body: "We file the tax return and apply to HM Land Registry to record you as owner.",
      duration: "Tax within 14 days; registration can take months",
    },
  ],
  costs: `Our conveyancing fees are fixed. The fee depends on the price of the property and the type of work, with a set extra where a home is leasehold or a new build. Alongside our fee you will pay some third-party costs, called disbursements, such as search fees and the HM Land Registry fee, and buyers may owe Stamp Duty Land Tax.

Our published prices set out each fee, each disbursement and the VAT, for [buying a home](/compliance/residential-purchase), [selling a home](/compliance/residential-sale) and [remortgaging](/compliance/residential-mortgage). Our guide to [conveyancing costs](/services/conveyancing/conveyancing-costs) explains what each item is for.`,
  pricePage: "/compliance/residential-purchase",
  usualDuration: typicalMoveDuration,
  faqs: [
    {
      question: "How long does conveyancing take?",
      answer: `${purchaseTimescale} The slowest link in a chain sets the pace for everyone in it.`,
    },
    {
      question: "Can you act for my mortgage lender as well as for me?",
      answer:
        "Usually the same firm acts for the buyer and the lender, provided the firm is on that lender's approved list. Tell us who your lender is when you ask for a quote and we will confirm whether we can act for it.",
    },
    {
      question: "What will you need from me at the start?",
      answer:
        "Proof of your identity and address, your mortgage details, and bank statements showing where your deposit comes from. If a relative is giving you money towards it, we check their identity and funds too.",
    },
    {
      question: "What happens if the chain breaks down?",
      answer:
        "Until contracts are exchanged, anyone in the chain can pull out without penalty. We tell you straight away, explain what has been spent so far, and help you decide what to do next.",
    },
  ],
  team: ["priya-shah", "tom-whitworth", "mark-fielding"],
  related: [
    "conveyancing/what-is-conveyancing",
    "conveyancing/conveyancing-process",
    "conveyancing/conveyancing-costs",
    "conveyancing/exchange-completion",
  ],
};

export default page;

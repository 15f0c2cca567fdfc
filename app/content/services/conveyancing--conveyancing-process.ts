import { purchaseTimescale, typicalMoveDuration } from "~/content/facts/conveyancing-timescales";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "conveyancing/conveyancing-process",
  practiceArea: "conveyancing",
  meta: {
    title: "The Conveyancing Process, Step by Step",
    description:
      "Each stage of buying a home in England and Wales, from accepted offer to keys: surveys, enquiries, mortgage, exchange and completion, with typical timescales.",
  },
  heading: "The conveyancing process, step by step",
  lead: "From accepted offer to keys in hand: what happens when you buy a home in England or Wales, what you need to do, and how long each part usually takes.",
  sections: [
    {
      heading: "Before you instruct us",
      body: `Once the seller accepts your offer, the estate agent sends a **memorandum of sale** to both solicitors, with the names, the price and who is acting for whom. It saves time to have chosen your conveyancer already, and to apply for your mortgage straight away, because the lender's valuation and offer can take several weeks.`,
    },
    {
      heading: "Choosing a survey",
      body: `Your lender's valuation only tells the lender whether the home is worth the loan; it is not a survey. We strongly recommend your own survey by a surveyor regulated by RICS (the Royal Institution of Chartered Surveyors). The RICS Home Survey Standard has three levels:

1. **Level 1** — a short condition report, suited to newer homes in good order.
2. **Level 2** — the common choice for a conventional home in reasonable condition; it flags defects and things that need urgent attention, and can include a valuation.
3. **Level 3** — a full building survey, best for older, altered or unusual buildings, explaining the causes of defects and the remedies.

If the survey finds a problem, tell us before exchange; you may want quotes and to renegotiate.`,
    },
    {
      heading: "Enquiries: the questions we ask",
      body: `The seller completes standard forms: a **property information form** covering boundaries, disputes, alterations and guarantees, and a **fittings and contents form** listing what stays. For a leasehold home, the managing agent supplies a **management pack** with service charge accounts, insurance details and planned major works.

We read these with the title and searches, and send written questions, called **enquiries**, about anything missing or unclear. Waiting for replies is often the longest part of the process.`,
    },
    {
      heading: "What can slow things down",
      body: `Common causes of delay:

- a long chain, where every sale depends on another one;
- a slow council search or a late management pack;
- a mortgage offer held up by a down-valuation or missing paperwork;
- building work done without building regulations approval;
- a sale by executors who are still waiting for the grant of probate.

${purchaseTimescale}`,
    },
    {
      heading: "Starting your purchase",
      body: `Found the home you want? Phone the team on {phone} to open your file. Still weighing things up? [Book a free 30-minute call or meeting](/consultation) and we will explain how your purchase is likely to run.`,
    },
  ],
  steps: [
    {
      title: "Open the file",
      body: "You accept our quote, sign our client care letter, and provide ID and evidence of your funds.",
      duration: "1 to 5 working days",
    },
    {
      title: "Receive the contract pack",
      body: "The seller's solicitor sends the draft contract, title and forms. We order the searches.",
      duration: "1 to 3 weeks",
    },
    {
      title: "Investigate and raise enquiries",
      body: "We review the title, searches, forms and any lease, and send our questions. You arrange your survey.",
      duration: "3 to 8 weeks",
    },
    {
      title: "Mortgage offer and report",
      body: "We check the mortgage offer, then send you our written report.",
      duration: "1 to 3 weeks",
    },
    {
      title: "Sign and prepare for exchange",
      body: "Your signatures go on the contract and mortgage deed, and the deposit comes to us. We agree a completion date with the other side and the chain.",
      duration: "1 to 3 weeks, depending on the chain",
    },
    {
      title: "Exchange and completion",
      body: "Contracts are exchanged and the deal becomes binding. On the agreed day, we send the money and you collect the keys.",
      duration: "Usually 1 to 2 weeks between the two",
    },
    {
      title: "Tax return and registration",
      body: "For a home in England we send the Stamp Duty Land Tax (SDLT) return to HMRC and pay the tax within 14 days of completion. For a home in Wales the tax is Land Transaction Tax instead: we send its return to the Welsh Revenue Authority and pay the tax within 30 days of completion. Then we register your ownership and any mortgage with HM Land Registry.",
      duration: "Tax return within 14 days (SDLT) or 30 days (Wales); registration weeks to months",
    },
  ],
  costs: `We do this work for a fixed fee, quoted at the start, plus the third-party costs that every purchase involves. Our [purchase price page](/compliance/residential-purchase) lists them all, and the [conveyancing costs guide](/services/conveyancing/conveyancing-costs) explains what each one is and how stamp duty is worked out. If you are selling as well, see our [sale prices](/compliance/residential-sale).`,
  pricePage: "/compliance/residential-purchase",
  usualDuration: typicalMoveDuration,
  faqs: [
    {
      question: "Does it take longer if I am selling as well?",
      answer:
        "Often, because both deals have to complete on the same day. We run the two files together and line up the dates so your sale money pays for your purchase.",
    },
    {
      question: "When can I book my removal firm?",
      answer:
        "Get quotes early, but only confirm a date after exchange, when the completion date becomes fixed.",
    },
    {
      question: "Why do you need to know where my money comes from?",
      answer:
        "Money-laundering law requires us to check the source of funds for every purchase, usually through several months of bank statements and evidence of how savings built up.",
    },
    {
      question: "Is there anything I can do to speed things up?",
      answer:
        "Yes. Return your ID and our paperwork promptly, book your survey early and answer our questions quickly. Most delays come from waiting for information.",
    },
  ],
  team: ["priya-shah", "tom-whitworth", "mark-fielding"],
  related: [
    "conveyancing/conveyancing-searches",
    "conveyancing/exchange-completion",
    "conveyancing/conveyancing-costs",
  ],
};

export default page;

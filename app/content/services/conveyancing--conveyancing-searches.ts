import { typicalMoveDuration } from "~/content/facts/conveyancing-timescales";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "conveyancing/conveyancing-searches",
  practiceArea: "conveyancing",
  meta: {
    title: "Conveyancing Searches Explained",
    description:
      "Local authority, drainage, environmental, chancel and mining searches: what each checks when you buy a home, how long they take and what we do with the results.",
  },
  heading: "Conveyancing searches explained",
  lead: "Searches are enquiries we make of councils, water companies and other record-keepers about the home you are buying. They reveal what a viewing cannot, such as planning problems or flood risk.",
  sections: [
    {
      heading: "Local authority search",
      body: `This goes to the council. It covers the **local land charges register** and a set of standard questions about the property, and shows, among other things:

- planning permissions, refusals and building regulations records;
- whether the road outside is maintained by the council;
- conservation areas, listed building status and tree preservation orders;
- enforcement notices, and plans for new roads or railways nearby.

Councils take different amounts of time to reply, from a few days to several weeks.`,
    },
    {
      heading: "Drainage and water search",
      body: `This goes to the water company. It confirms whether the property is connected to mains water and the public sewers.

It also shows whether a public sewer runs within the boundary. That matters if you hope to build an extension: building over or near a public sewer may need the water company's consent.`,
    },
    {
      heading: "Environmental search",
      body: `An environmental search draws on official and commercial data to assess the risk of land contamination from past industrial use, flooding from rivers, surface water or groundwater, and natural hazards such as subsidence and radon gas. If it flags a concern, the report suggests further checks. A flood risk finding can also affect buildings insurance, so act on it early.`,
    },
    {
      heading: "Chancel repair and mining",
      body: `In some parishes, owners of former church land can still be asked to pay towards repairing the chancel of the parish church. The chance is small, and rather than search for it, we usually recommend a one-off **chancel repair indemnity** insurance policy, which is inexpensive and covers the risk.

Parts of Greater Manchester sit on old coalfields. Where the official guidance says a property is in a coal mining area, we order a **coal mining search**, which shows recorded mine workings, shafts and past claims for subsidence damage. We check every address against that guidance rather than guess.`,
    },
    {
      heading: "When a search finds something",
      body: `Most results are routine. When something needs attention, our report explains what it means for you. We may ask the seller for more paperwork, arrange insurance against a specific risk, or suggest advice from a surveyor. Sometimes a finding is a reason to renegotiate the price.

If anything in a search result worries you, a quick call to {phone} will get you an answer. For a fuller discussion before you commit to a purchase, [book a free 30-minute appointment](/consultation) with the property team.`,
    },
  ],
  steps: [
    {
      title: "Order",
      body: "We order the searches as soon as you instruct us and the money for them is in place.",
      duration: "Day 1 to 3",
    },
    {
      title: "Wait for the replies",
      body: "The water company and environmental searches usually come back quickly. The council search takes longest.",
      duration: "1 to 4 weeks, depending on the council",
    },
    {
      title: "Review",
      body: "We read each result against the title, the survey and the seller's answers, and raise questions where needed.",
      duration: "Within a few days of arrival",
    },
    {
      title: "Report to you",
      body: "We include the findings in our written report before exchange, so you can decide with the full picture.",
      duration: "Before exchange",
    },
  ],
  costs: `Search fees are disbursements: the council, water company and data providers charge for them, and we pay them for you and pass the cost on. The amounts, and our fixed legal fee, are set out on our [purchase price page](/compliance/residential-purchase). For a breakdown of every cost on a purchase, see our [conveyancing costs guide](/services/conveyancing/conveyancing-costs).`,
  pricePage: "/compliance/residential-purchase",
  usualDuration: typicalMoveDuration,
  faqs: [
    {
      question: "Do I need searches if I am buying without a mortgage?",
      answer:
        "The law does not require them for a cash purchase, but we strongly advise them. Without searches you would be buying without knowing about planning breaches, road charges or drainage problems, and any future buyer's solicitor will ask the same questions when you come to sell.",
    },
    {
      question: "Can the seller provide the searches?",
      answer:
        "Sometimes a seller orders searches in advance to speed things up. We can rely on them if they are recent and come from a provider your lender accepts, and we check that you are covered by the provider's insurance. Older or incomplete searches may need to be renewed.",
    },
    {
      question: "How long do search results stay valid?",
      answer:
        "They have no legal expiry date, but they only show the position on the day they were made. Lenders usually want searches that are no more than about six months old at completion, so a very slow purchase may need fresh ones.",
    },
    {
      question: "What is search indemnity insurance?",
      answer:
        "It is a policy that can be bought instead of a search, to cover money lost because of a problem the search would have revealed. It does not give you any information about the property, and it does not suit every case, so we only suggest it where it makes sense and your lender accepts it.",
    },
  ],
  team: ["priya-shah", "tom-whitworth", "mark-fielding"],
  related: [
    "conveyancing/conveyancing-process",
    "conveyancing/conveyancing-costs",
    "conveyancing/exchange-completion",
  ],
};

export default page;

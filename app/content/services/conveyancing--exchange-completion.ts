import { typicalMoveDuration } from "~/content/facts/conveyancing-timescales";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "conveyancing/exchange-completion",
  practiceArea: "conveyancing",
  meta: {
    title: "Exchange of Contracts and Completion",
    description:
      "What exchange of contracts and completion day mean when you move home: the deposit, fixing the date, moving the money, getting the keys and what comes after.",
  },
  heading: "Exchange of contracts and completion day",
  lead: "Exchange is the moment your purchase or sale becomes legally binding. Completion is the day the money moves and the keys change hands.",
  sections: [
    {
      heading: "What exchange means",
      body: `Until contracts are exchanged, either side can walk away. At exchange, the buyer and seller become bound to go ahead on a fixed completion date.

Exchange happens over the phone between the solicitors, following procedures set by the Law Society so that everyone in a chain is bound at the same moment. The buyer's deposit is paid at the same time. Once we have exchanged, we confirm it to you straight away, and you can book your removal firm.`,
    },
    {
      heading: "Getting ready to exchange",
      body: `Before we can exchange for a buyer, we need:

- the contract and transfer deed signed by you;
- a signed mortgage deed, if you are borrowing;
- your deposit in our account, or arrangements to use the deposit from your own sale;
- a completion date agreed by everyone in the chain.

Most lenders require buildings insurance from exchange, and it is sensible in any case. A seller needs to have signed the contract and transfer deed and agreed a date they can meet.`,
    },
    {
      heading: "Completion day",
      body: `On completion day, the buyer's solicitor sends the rest of the purchase money to the seller's solicitor by same-day bank transfer. When the seller's solicitor confirms it has arrived, the deal is complete and the estate agent is told to release the keys. The contract sets a time by which completion should take place, usually early afternoon.

In a chain, money passes from firm to firm, so timing depends on the slowest link. Sellers must be out by the agreed time, leaving everything the fittings and contents form promised.`,
    },
    {
      heading: "If someone cannot complete on time",
      body: `After exchange, the side that causes a delay usually pays interest for each day of it. If the delay continues, the other side can serve a **notice to complete**, which typically gives ten working days. A buyer who still fails to complete can lose their deposit and face a claim for further loss; a seller can be sued. This is rare.`,
    },
    {
      heading: "After completion",
      body: `For a buyer, we submit the Stamp Duty Land Tax return and pay the tax within 14 days, then apply to HM Land Registry to register you as owner, along with your lender's mortgage. For a leasehold home, we send formal notices to the landlord. For a seller, we pay off the mortgage, pay the estate agent if you have asked us to, and transfer the balance to you.

Questions about your exchange or completion date? Call the property team on {phone}, or [book a free consultation](/consultation) to plan ahead.`,
    },
  ],
  steps: [
    {
      title: "Final checks",
      body: "We check that the mortgage money is ready and every signed document is in place.",
      duration: "A few days before exchange",
    },
    {
      title: "Exchange",
      body: "We exchange by phone with the other solicitors, send the deposit and confirm to you that the deal is binding.",
      duration: "On the agreed day",
    },
    {
      title: "Preparing for completion",
      body: "We request the mortgage money, make final searches that protect your purchase until it is registered, and send a completion statement.",
      duration: "Usually 1 to 2 weeks",
    },
    {
      title: "Completion",
      body: "We send the money, confirm completion, and the keys are released.",
      duration: "One working day",
    },
    {
      title: "Tax and registration",
      body: "We pay the Stamp Duty Land Tax, file the return and apply to register you as the new owner.",
      duration: "Tax within 14 days; registration weeks to months",
    },
  ],
  costs: `Exchange and completion are part of the conveyancing work covered by our fixed fee. The sums you need at these stages — the deposit at exchange and the balance before completion — are set out on your completion statement. For our fees and the usual third-party costs, see our price pages for [buying](/compliance/residential-purchase) and [selling](/compliance/residential-sale), or read the [conveyancing costs guide](/services/conveyancing/conveyancing-costs).`,
  pricePage: "/compliance/residential-purchase",
  usualDuration: typicalMoveDuration,
  faqs: [
    {
      question: "What time will I get the keys?",
      answer:
        "The agent hands them over once the seller's solicitor has the money. In a chain that is often early afternoon.",
    },
    {
      question: "Can exchange and completion happen on the same day?",
      answer:
        "Yes, and it sometimes suits a cash buyer or a short chain. The drawback is that nobody is bound until the last moment, so the move could still fall through on the day.",
    },
    {
      question: "How much deposit do I pay on exchange?",
      answer:
        "Usually 10% of the price. A smaller deposit can be agreed with the seller, for example where your mortgage covers most of the price. If you are selling too, the deposit you receive from your buyer can often be passed up the chain to your seller.",
    },
    {
      question: "Can I pull out after exchange?",
      answer:
        "Only at a real cost. A buyer who withdraws will usually lose the deposit and may owe the seller's further losses; a seller can be taken to court. Speak to us at once if your circumstances change.",
    },
  ],
  team: ["priya-shah", "tom-whitworth", "mark-fielding"],
  related: ["conveyancing/conveyancing-process", "conveyancing/conveyancing-costs", "conveyancing"],
};

export default page;

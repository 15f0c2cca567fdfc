import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "commercial-litigation",
  practiceArea: "commercial-litigation",
  meta: {
    title: "Commercial Litigation Solicitors",
    description:
      "Business disputes handled with commercial sense: contract claims, shareholder and partner disputes, restrictive covenants and urgent court injunctions.",
  },
  heading: "Commercial litigation",
  lead: "When a dispute threatens your business, you need advice that weighs the legal merits against the cost, the time and the relationships involved. We act for businesses and their owners, whether you are bringing a claim or defending one.",
  sections: [
    {
      heading: "What we handle",
      body: `Our commercial disputes work includes:

- breaches of contract between businesses, such as supply agreements that go wrong;
- disputes between shareholders, directors or business partners;
- enforcing restrictive covenants against former employees or the seller of a business;
- claims against professional advisers whose work has caused a business loss;
- urgent applications to court to stop harmful conduct or protect assets.

Smaller disputes involving individuals are covered on our [dispute resolution](/services/dispute-resolution) page.`,
    },
    {
      heading: "Getting the strategy right early",
      body: `The first weeks of a dispute often shape how it ends. At the start we look at:

- the strength of the case on the documents, and what evidence is missing;
- any time limit, which for most contract claims is six years;
- whether the other side could pay a judgment, because winning is worth little if it cannot be enforced;
- the likely cost, and the effect of a long dispute on your business and your relationships.

Keep every relevant document, including e-mails and messages on phones. The court expects both sides to preserve material, and deleting it, even innocently, can damage your case.`,
    },
    {
      heading: "Urgent court orders",
      body: `Sometimes a business cannot wait for a trial. An **injunction** is a court order telling someone to stop doing something, or to do something. It can be used, for example, to stop a former employee using confidential information, or to stop a company moving assets out of reach. Applications can be made at very short notice. The court will usually require you to promise to pay for any loss the injunction causes if it later proves unjustified, so the decision needs care.`,
    },
    {
      heading: "Shareholder and partner disputes",
      body: `Disputes between the owners of a business are among the hardest, because they affect both money and livelihoods. A shareholder whose interests are being unfairly harmed by the way a company is run can ask the court for relief, most often an order that the other shareholders buy their shares at a fair value. Many of these disputes are best resolved by a negotiated buy-out or a mediated exit, and your shareholders' or partnership agreement, if there is one, is the starting point.`,
    },
    {
      heading: "Defending a claim",
      body: `If your business receives a letter before claim or court papers, the time to respond is short. We assess the claim, gather your evidence, and consider whether there is a counterclaim, an early offer that protects you on costs, or grounds to challenge the claim outright.

For a first discussion of your dispute, [book a free 30-minute consultation](/consultation), or call {phone} if a deadline is looming.`,
    },
  ],
  steps: [
    {
      title: "Assessment",
      body: "We review the contracts and correspondence and give you a frank early view on merits, cost and strategy.",
      duration: "1 to 3 weeks",
    },
    {
      title: "Pre-action correspondence",
      body: "Both sides set out their positions and exchange key documents, as the court's rules expect.",
      duration: "1 to 3 months",
    },
    {
      title: "Issuing proceedings",
      body: "If the dispute does not settle, we start the claim and the pleadings are exchanged.",
      duration: "2 to 3 months",
    },
    {
      title: "Case management and costs budgets",
      body: "The court sets a timetable, and in larger cases approves each side's budget for the costs of the case.",
      duration: "A few months",
    },
    {
      title: "Disclosure, witnesses and experts",
      body: "Each side shares relevant documents, then witness statements and any expert evidence.",
      duration: "4 to 9 months",
    },
    {
      title: "Trial",
      body: "The judge hears the evidence and gives judgment. Settlement, often after mediation, remains possible throughout.",
      duration: "Often 12 to 18 months or more from issue",
    },
  ],
  costs: `**How we charge.** Commercial litigation is charged at **hourly rates**, which vary with the seniority of the person doing the work.

**Before we start.** We give you a written estimate for each stage of the case before that work begins, and we review it with you at every key point so there are no surprises.

**What moves the cost.** The amount at stake and how complex the issues are, the volume of documents to disclose, the number of witnesses and experts, how the other side conducts the case, and whether it settles or goes to trial. Court fees and the fees of barristers and experts are extra.

**Recovering costs and funding.** The winning side usually recovers a substantial part of its costs, but not all, so we factor that into our advice on whether to settle. Depending on the case, other ways of funding a claim, such as litigation insurance, may be worth discussing, and we will explore them with you.`,
  feesInBrief:
    "Hourly rates, with a written estimate for each stage that we review with you as the case goes on.",
  usualDuration: "Often 12 to 18 months or more once a claim is issued at court",
  faqs: [
    {
      question: "Can I stop a former employee from taking our clients?",
      answer:
        "Possibly. A restrictive covenant in an employment contract can be enforced if it protects a legitimate business interest and goes no further than reasonably necessary. The courts look closely at how long it lasts and what it covers. Speed matters: if you wait, the court may decide you did not regard the harm as urgent.",
    },
    {
      question: "How much of our costs will we get back if we win?",
      answer:
        "Usually a substantial part, but rarely all of them. The court orders the loser to pay costs that were reasonable and proportionate, and some costs are simply not recoverable. The exact share varies from case to case.",
    },
    {
      question: "What if the other side cannot pay?",
      answer:
        "A judgment is only worth what can be collected. We check the other side's finances before advising you to issue a claim, and if you win, we can use the court's enforcement methods against their assets.",
    },
    {
      question: "Will our dispute become public?",
      answer:
        "Court hearings and judgments are generally public, and some court documents can be seen by others. Negotiation and mediation are private, which is one reason many businesses prefer to settle.",
    },
  ],
  team: ["richard-hale", "claire-ashworth"],
  related: ["business-law", "dispute-resolution", "employment-law"],
};

export default page;

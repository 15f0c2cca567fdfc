import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "dispute-resolution",
  practiceArea: "dispute-resolution",
  meta: {
    title: "Dispute Resolution Solicitors",
    description:
      "Help with disputes over contracts, building work, neighbours, boundaries and professional negligence: negotiation and mediation first, court when needed.",
  },
  heading: "Dispute resolution",
  lead: "Most disputes are best settled without a court hearing, but sometimes the other side will only listen once a claim is on the table. We help individuals and businesses resolve disagreements sensibly, with the costs kept in proportion to what is at stake.",
  sections: [
    {
      heading: "Disputes we help with",
      body: `We act in disputes such as:

- contract problems, including building work that was poor, late or never finished;
- goods or services that were faulty or not as described;
- disagreements with neighbours over boundaries, rights of way, trees or nuisance;
- claims against professionals, such as surveyors or accountants, whose advice fell below a reasonable standard;
- disputes between people who own property together.

For disputes between businesses, see [commercial litigation](/services/commercial-litigation). For disagreements about a will or an estate, see [inheritance disputes](/services/inheritance-disputes).`,
    },
    {
      heading: "Settling without going to court",
      body: `The courts expect both sides to try to settle before starting a claim, and can penalise a party that refuses to engage. The usual first step is a **letter before claim**, which sets out what went wrong, what you want and the evidence for it, and gives the other side a fair time to reply.

Many disputes settle through negotiation at this stage. If not, **mediation** often helps. A trained, neutral mediator works with both sides, usually in a single day, to find an agreement. Mediation is confidential, and nothing is binding until both sides sign. Courts can now order parties to try it, and smaller money claims are routinely referred to the court's own free mediation service.`,
    },
    {
      heading: "If the case goes to court",
      body: `Court claims are divided into tracks according to their value and complexity. Claims up to £10,000 usually go to the **small claims track**, which is designed to be used without a lawyer and where legal costs are rarely recovered. Larger claims go to the fast, intermediate or multi-track, with more formal steps and, for many claims, fixed limits on the costs the winner can recover.

There are time limits. For most contract and negligence claims the deadline is six years from the breach or the damage, though some are shorter. Don't leave it late: evidence fades and options narrow.`,
    },
    {
      heading: "If a claim is made against you",
      body: `Never ignore court papers. If you receive a claim form, you usually have **14 days** to respond, either by filing a defence or an acknowledgment that buys a little more time. If you do nothing, the other side can ask for judgment without a hearing, and a county court judgment can affect your credit rating for years. Send us the papers the day they arrive.`,
    },
    {
      heading: "Next steps",
      body: `Bring your paperwork — contracts, invoices, e-mails, photographs — to a [free 30-minute consultation](/consultation) and we will give you an early view of where you stand and what a sensible next step would be. If a deadline is close, call us on {phone} first.`,
    },
  ],
  steps: [
    {
      title: "Early review",
      body: "We look at the documents, identify the strongest points on each side and check any time limit.",
      duration: "1 to 2 weeks",
    },
    {
      title: "Letter before claim",
      body: "We set out your case in writing and give the other side a reasonable time to respond.",
      duration: "14 days for simple matters; up to 3 months for complex ones",
    },
    {
      title: "Negotiation or mediation",
      body: "We negotiate on your behalf and, where it makes sense, arrange mediation.",
      duration: "A few weeks to a few months",
    },
    {
      title: "Starting a claim",
      body: "If there is no settlement, we issue the claim at court and the other side files a defence.",
      duration: "About 1 to 2 months",
    },
    {
      title: "Evidence and preparation",
      body: "The court sets a timetable for sharing documents, witness statements and any expert reports.",
      duration: "Several months",
    },
    {
      title: "Hearing",
      body: "The judge decides the case, unless it settles first, as many do.",
      duration: "Often 6 to 12 months after issue for smaller claims, longer for larger ones",
    },
  ],
  costs: `**How we charge.** We usually charge at **hourly rates**, because disputes are hard to predict. For defined steps, such as an initial review of your case or a letter before claim, we can often agree a **fixed fee** in writing.

**Before we start.** We give you a written estimate at the start, tell you before it is exceeded, and weigh the likely cost against what you stand to gain so you can decide whether to go on.

**What moves the cost.** How the other side responds, whether the dispute settles early or goes to court, how many documents and witnesses there are, and whether experts are needed. Court fees and any barrister's or expert's fees are extra.

**Recovering costs.** If you win at court, the other side is usually ordered to pay part of your legal costs, though rarely all of them, and very little in small claims. Before you instruct us, check your home, car and bank account policies for **legal expenses insurance**, which may cover some or all of the cost.`,
  feesInBrief:
    "Usually hourly rates, with a written estimate; often a fixed fee for defined steps such as a letter before claim.",
  usualDuration: "Often 6 to 12 months after a smaller claim is issued, longer for larger ones",
  faqs: [
    {
      question: "Is it worth going to court over a small amount?",
      answer:
        "Sometimes. For claims under £10,000 the small claims track is designed for people to use themselves, and we can help behind the scenes with advice and drafting for a fixed fee rather than acting throughout. We will tell you honestly if the cost of a solicitor outweighs what you could recover.",
    },
    {
      question: "Will I get my legal costs back if I win?",
      answer:
        "Usually only part of them. The court normally orders the losing side to pay a reasonable share of the winner's costs, but rarely the whole bill, and fixed limits apply to many claims. Collecting the money also depends on the other side being able to pay.",
    },
    {
      question: "What happens at mediation?",
      answer:
        "You, the other side and the mediator meet, in person or online, often in separate rooms with the mediator moving between you. Discussions are private and cannot be used in court. If you reach agreement, it is written down and signed, and it then becomes binding.",
    },
    {
      question: "My builder has left the job half-finished. What can I do?",
      answer:
        "Keep a record of what was agreed, what was paid and what was done, with photographs. Do not pay more until you have taken advice. We can write to the builder, and if needed arrange a surveyor's report on the cost of completing or correcting the work, which is often the basis of the claim.",
    },
  ],
  team: ["richard-hale", "claire-ashworth"],
  related: ["commercial-litigation", "inheritance-disputes", "personal-injury"],
};

export default page;

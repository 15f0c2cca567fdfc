import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "inheritance-disputes",
  practiceArea: "inheritance-disputes",
  meta: {
    title: "Inheritance Disputes and Will Challenges",
    description:
      "Left out of a will, worried a will is not valid, or an executor facing a claim? Advice on 1975 Act claims, will challenges and the strict six-month time limit.",
  },
  heading: "Inheritance disputes",
  lead: "Disagreements over a will or an estate come at a time of grief, often between people who were once close. We advise people who feel unfairly treated, and executors facing a claim, with care and an eye on cost.",
  sections: [
    {
      heading: "When disputes arise",
      body: `Inheritance disputes usually fall into one of these groups:

- someone has been left out of a will, or left much less than they needed or expected;
- there are doubts about whether the will is valid at all;
- a promise was made about inheriting a home or farm, and relied on, but not kept;
- beneficiaries are unhappy with how an executor is handling the estate.

Each has its own rules and deadlines.`,
    },
    {
      heading: "Claims for reasonable financial provision",
      body: `The **Inheritance (Provision for Family and Dependants) Act 1975** lets certain people ask the court for a share, or a larger share, of an estate where the will, or the intestacy rules, do not make reasonable financial provision for them. Those who can claim include:

- a husband, wife or civil partner, or a former one who has not remarried or formed a new civil partnership;
- someone who lived with the deceased as a couple for the two years immediately before the death;
- a child of the deceased, including an adult child;
- someone treated as a child of the family, such as a stepchild;
- anyone who was being maintained financially by the deceased.

A surviving spouse or civil partner can claim what is reasonable in all the circumstances; others can claim what they reasonably need for their **maintenance** — day-to-day living costs. The court weighs the size of the estate, everyone's needs and resources, and the relationship with the deceased.

The claim must normally be issued within **six months of the date of the grant** of probate or letters of administration. Late claims are allowed only rarely.`,
    },
    {
      heading: "Challenging whether a will is valid",
      body: `A will can be challenged if:

- the person making it lacked **testamentary capacity** — the mental ability to understand what they were doing, what they owned and who might expect to benefit;
- they did not know and approve what the will said;
- they were coerced into making it, which the law calls **undue influence**;
- it was not signed and witnessed correctly, or it was forged.

If a will fails, an earlier will usually takes effect, or the intestacy rules apply. Where there are serious doubts, we can enter a **caveat**, which stops a grant being issued for six months, renewable, while the questions are looked into.`,
    },
    {
      heading: "Acting for executors and beneficiaries",
      body: `Executors facing a claim should stay neutral where they can, protect the estate and not distribute it too early; we advise them on their position and costs. We also act for beneficiaries worried about delay, missing accounts or conflicts of interest, and can ask the court to replace an executor.`,
    },
    {
      heading: "Act promptly",
      body: `Because of the six-month deadline, take advice as soon as you have concerns. Arrange a [free 30-minute consultation](/consultation) in person, by phone or by video, or call us in confidence on {phone}.`,
    },
  ],
  steps: [
    {
      title: "First advice",
      body: "We hear the background, identify the type of claim and check the deadline.",
      duration: "Free 30-minute consultation",
    },
    {
      title: "Gathering information",
      body: "We obtain the will, the will-writer's file, medical records and details of the estate.",
      duration: "2 to 8 weeks",
    },
    {
      title: "Letter of claim and response",
      body: "We set out the claim in detail and the other side responds, following the court's pre-action expectations.",
      duration: "1 to 3 months",
    },
    {
      title: "Mediation",
      body: "Most of these disputes are suited to mediation, which allows a private, flexible outcome.",
      duration: "Often within 3 to 6 months of first advice",
    },
    {
      title: "Court proceedings",
      body: "If there is no settlement, we issue the claim, or continue one issued to protect the deadline.",
      duration: "12 months or more to a trial",
    },
    {
      title: "Putting the outcome into effect",
      body: "A settlement is recorded in a court order or a signed agreement, and the executors distribute the estate in line with it.",
      duration: "A few weeks",
    },
  ],
  costs: `Inheritance disputes are generally charged at hourly rates, with a written estimate at each stage. We can often offer a fixed fee for an initial review of your case, so you can decide whether to go further before committing to larger costs.

Legal costs do not automatically come out of the estate. The court decides who pays at the end of a case, and in a settlement the costs are part of what is negotiated. We keep costs in proportion to the value of the estate and the amount in dispute, and tell you when they risk outstripping what you stand to gain.`,
  feesInBrief:
    "Hourly rates, with a written estimate at each stage; often a fixed fee for a first review of your case.",
  usualDuration: "Often settled within 3 to 6 months of first advice; 12 months or more to a trial",
  faqs: [
    {
      question: "Can I challenge a will because it is unfair?",
      answer:
        "Not on that ground alone. People are free to leave their estate as they wish. But if you are in one of the groups that can claim under the 1975 Act and the will does not make reasonable provision for you, the court can change how the estate is shared.",
    },
    {
      question: "I am an adult child who was left nothing. Can I claim?",
      answer:
        "You can, but it is not straightforward. Adult children can claim only for reasonable maintenance, and financial need usually lies at the heart of a successful claim.",
    },
    {
      question: "We were not married. Can I claim from my partner's estate?",
      answer:
        "Possibly. If you lived together as a couple for the two years immediately before the death, or your partner was supporting you financially, you may be able to bring a 1975 Act claim. You would not inherit under the intestacy rules, so this may be your main route.",
    },
    {
      question: "What if the six months have already passed?",
      answer:
        "You need the court's permission to bring a late claim, and it is granted only with good reason, for example where the delay was short, the estate has not been distributed and you acted as soon as you knew. Speak to us without delay.",
    },
    {
      question: "Do these disputes always end up in court?",
      answer:
        "No. Most are resolved by negotiation or mediation. A trial is expensive and slow and can deepen family rifts, so we treat it as a last resort.",
    },
  ],
  team: ["eleanor-carrow", "claire-ashworth"],
  related: ["wills-probate", "executor-of-wills", "dispute-resolution"],
};

export default page;

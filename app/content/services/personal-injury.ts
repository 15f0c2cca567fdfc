import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "personal-injury",
  practiceArea: "personal-injury",
  meta: {
    title: "Personal Injury Claims Solicitors",
    description:
      "Hurt in an accident that was not your fault? Honest advice on your claim, time limits, no win, no fee funding and which road claims go to the OIC portal.",
  },
  heading: "Personal injury",
  lead: "If you were injured because someone else did not take proper care, you may be able to claim compensation. We give you an honest view of your claim and how it would be funded.",
  sections: [
    {
      heading: "What a personal injury claim is",
      body: `A personal injury claim asks whoever caused your injury, usually through their insurer, to pay **damages** — compensation in money — for:

- your pain, suffering and the effect on your everyday life;
- your financial losses, such as lost earnings, travel to appointments, care from family and the cost of treatment.

We deal with road accidents, accidents at work, and trips and falls in public places. You generally need to show that someone else was at fault and that this caused your injury.`,
    },
    {
      heading: "Time limits",
      body: `You usually have **three years** to start court proceedings, counted from the date of the accident or, for some illnesses and injuries that appear later, from when you first knew about them. For a child, the three years start on their 18th birthday. There is no time limit while a person lacks the mental capacity to manage the claim.

Even with time in hand, evidence and witnesses are easier to find soon after an accident.`,
    },
    {
      heading: "Road traffic claims and the Official Injury Claim service",
      body: `Since May 2021, adult drivers and passengers hurt in a road accident in England and Wales whose injuries are worth **£5,000 or less** usually have to claim through the government-backed **Official Injury Claim** service, known as the OIC portal. These claims belong to the **small claims track**, and whiplash injuries are valued using a fixed table of payments set in law.

To be straight with you: in small claims, the legal costs you can recover from the other side are very limited, so a solicitor often does not make financial sense, and the portal is designed to be used without one. We will tell you frankly if your claim fits this route. Some people are outside it — including motorcyclists, cyclists, pedestrians, horse riders and children — and claims with more serious injuries follow the usual process.`,
    },
    {
      heading: "How we help",
      body: `We gather the evidence, arrange an independent medical examination, and ask the insurer to fund treatment such as physiotherapy where it would help your recovery. If you are out of pocket meanwhile, we can ask for an **interim payment** — part of your compensation paid early.

Most claims settle without a court hearing. If the insurer will not make a fair offer, we explain what court proceedings would involve before you decide.`,
    },
    {
      heading: "Find out if you have a claim",
      body: `Call {phone} and ask for our personal injury solicitor, or [book a free 30-minute consultation](/consultation) at our Bramhall office, by phone or by video. Bring photos, the other party's details and any insurers' letters.`,
    },
  ],
  steps: [
    {
      title: "First conversation",
      body: "We hear what happened, check the time limit and say whether the claim is worth pursuing.",
      duration: "Free 30-minute consultation",
    },
    {
      title: "Letter of claim",
      body: "We send a letter of claim to the party responsible. Their insurer should acknowledge it within 21 days and then has up to three months to investigate and say whether fault is admitted.",
      duration: "About 3 to 4 months",
    },
    {
      title: "Medical evidence",
      body: "An independent expert examines you and reports. If you are still recovering, we may wait so the claim is not settled too early.",
      duration: "1 to 6 months, longer for serious injuries",
    },
    {
      title: "Valuing and negotiating",
      body: "We value the claim with you and negotiate. You decide whether to accept any offer.",
      duration: "2 to 6 months",
    },
    {
      title: "Court proceedings if needed",
      body: "If the claim does not settle, we issue it at court. Many claims still settle before any trial.",
      duration: "Often 12 months or more",
    },
    {
      title: "Payment",
      body: "The insurer pays, and we account to you for every deduction.",
      duration: "Usually a few weeks",
    },
  ],
  costs: `We usually fund personal injury claims with a **conditional fee agreement**, often called "no win, no fee". In practice:

- **If your claim is lost**, you normally pay nothing for our fees, provided you have kept to the agreement. The exception is if you mislead us, do not cooperate with the claim or end the agreement early; then you could have to pay for the work we have done.
- **If your claim succeeds**, the other side pays most of our basic charges and expenses, such as the medical report fee. You pay our **success fee** from your damages. By law, in personal injury claims this cannot be more than **25% of your damages for pain and suffering and for past financial losses**; damages for future losses are protected.
- You may also pay, from your damages, any of our basic charges that the other side does not pay, and the premium for any insurance taken out to cover costs. Your agreement sets out the most you could pay.

**The other side's costs if you lose.** In most personal injury claims a rule called **qualified one-way costs shifting** protects you: a claimant who loses does not pay the other side's legal costs, unless the claim is found to be fundamentally dishonest or is struck out. Where we recommend **after-the-event insurance**, it covers any of the other side's costs that you could still be ordered to pay, and expenses such as the medical report fee if the claim is lost. We tell you before you sign whether we recommend it and what it costs, and explain every term of the agreement, including when you might pay anything. We also tell you if legal expenses cover in your car or home insurance would suit you better.`,
  feesInBrief:
    "Usually “no win, no fee”: if you lose, you normally pay nothing for our fees; if you win, our success fee comes out of your damages and the law caps it.",
  usualDuration: "Several months to settle; 12 months or more if the claim goes to court",
  faqs: [
    {
      question: "What will I pay if I lose?",
      answer:
        "Under our no win, no fee agreement, normally nothing for our fees, provided you have kept to the agreement. Qualified one-way costs shifting means you do not usually pay the other side's legal costs either, unless the claim is found to be fundamentally dishonest or is struck out, and after-the-event insurance, where we recommend it, covers expenses such as the medical report fee. Your agreement sets out exactly when you could pay anything, and we go through it with you before you sign.",
    },
    {
      question: "How much compensation will I get?",
      answer:
        "It depends on the injury, how long it lasts and what it has cost you. Judges use published guidelines, with financial losses added. We cannot give a reliable figure before the medical evidence, and would rather give none than a misleading one.",
    },
    {
      question: "What if the accident was partly my fault?",
      answer:
        "You can still claim, but your damages may be reduced to reflect your share of the blame. This is called contributory negligence. Not wearing a seatbelt, for example, can reduce an award.",
    },
    {
      question: "Can I claim for my child?",
      answer:
        "Yes. A parent or other adult brings the claim as the child's litigation friend. A court must approve any settlement, and the money is usually held safely until the child turns 18.",
    },
    {
      question: "The driver who hit me was uninsured or drove off. Can I still claim?",
      answer:
        "Often, yes, through the Motor Insurers' Bureau, which compensates people injured by uninsured and untraced drivers. Report the accident to the police as soon as you can.",
    },
  ],
  team: ["sarah-bennett"],
  related: ["dispute-resolution", "employment-law"],
};

export default page;

import {
  tribunalTimeLimit,
  unfairDismissalQualifyingPeriod,
} from "~/content/facts/employment-rights-act-2025";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "employment-law",
  practiceArea: "employment-law",
  meta: {
    title: "Employment Law Advice and Tribunal Claims",
    description:
      "Advice on dismissal, settlement agreements and employment tribunal claims for employees and employers, with clear prices. Act quickly: strict time limits apply.",
  },
  heading: "Employment law",
  lead: "Problems at work are stressful, and the deadlines are short. We advise employees on dismissal, settlement agreements and tribunal claims, and help employers get things right.",
  sections: [
    {
      heading: "Unfair and wrongful dismissal",
      body: `**Unfair dismissal** means being dismissed without a fair reason, or without a fair process. The fair reasons include conduct, capability, redundancy and a legal bar to continuing the job, and even then the employer must act reasonably. ${unfairDismissalQualifyingPeriod} Some dismissals are automatically unfair whatever your length of service, such as dismissal for whistleblowing or for raising a health and safety concern, and discrimination claims need no qualifying period.

**Wrongful dismissal** is different. It means being dismissed in breach of your contract, most often without the notice, or pay in lieu of notice, that you were entitled to. It does not depend on length of service.

Resigning because your employer has seriously broken your contract can count as **constructive dismissal**, but take advice before you resign.`,
    },
    {
      heading: "Settlement agreements",
      body: `A **settlement agreement** is a contract in which you agree not to bring claims against your employer, usually in return for a payment. For it to be legally binding, you must get advice from an independent adviser such as a solicitor, who signs a certificate confirming they have advised you.

Employers usually contribute towards the cost of that advice. We explain the agreement, whether the offer is reasonable, how the payment is taxed, and whether the reference and confidentiality terms are fair, and we can negotiate for you.`,
    },
    {
      heading: "Time limits and Acas early conciliation",
      body: `Before you can make most tribunal claims, you must notify **Acas** (the Advisory, Conciliation and Arbitration Service) and go through **early conciliation**, where a conciliator tries to help you and your employer settle. If it does not settle, Acas issues a certificate with a number you need for the claim form.

${tribunalTimeLimit}`,
    },
    {
      heading: "Help for employers",
      body: `We help employers handle disciplinary matters, grievances, sickness absence and redundancies fairly, prepare contracts and policies, and respond to tribunal claims. A claim form arrives with a deadline for the employer's response, usually 28 days, so contact us as soon as you receive one. For wider business matters, see our [business law](/services/business-law) page.`,
    },
    {
      heading: "Speak to us early",
      body: `Time limits mean it pays to get advice before it feels urgent. [Book a free 30-minute consultation](/consultation) with our employment solicitor, in person at Heaton Moor, by phone or by video, or ring {phone} and we will tell you what your deadline is.`,
    },
  ],
  steps: [
    {
      title: "Advice and evidence",
      body: "We read your contract, letters and payslips, work out your deadline and assess the claim.",
      duration: "1 to 2 weeks",
    },
    {
      title: "Acas early conciliation",
      body: "We notify Acas and take part in conciliation. Many disputes settle here.",
      duration: "Several weeks",
    },
    {
      title: "Claim and response",
      body: "If there is no settlement, we submit your claim form to the tribunal. The employer then has 28 days to respond.",
      duration: "About 1 to 2 months",
    },
    {
      title: "Preparing the case",
      body: "The tribunal sets a timetable. Both sides share documents and exchange witness statements, and there may be a preliminary hearing by phone or video.",
      duration: "Several months",
    },
    {
      title: "Hearing and decision",
      body: "The tribunal hears the evidence and decides the claim and any compensation. Settlement remains possible right up to the hearing.",
      duration: "Often a year or more after the claim",
    },
  ],
  costs: `Our prices for unfair and wrongful dismissal claims are set out below, for bringing a claim and, for businesses, defending one. We charge for tribunal claims at hourly rates, because the work depends on how the other side behaves and how far the case goes. The prices below give typical totals for simple, medium and complex claims, and we give you an estimate at the start and update it at each stage.

Settlement agreement advice, where no claim has been made, is not covered by the prices below: it is a separate fixed fee, which we quote in writing before we start. The employer usually contributes towards it, and we tell you at the start if the contribution will not cover it. In the employment tribunal each side usually pays its own legal costs, win or lose, and costs orders are the exception. Check your home insurance too: legal expenses cover sometimes pays for employment claims.`,
  usualDuration: "Our advice within 1 to 2 weeks; a tribunal claim often takes a year or more",
  faqs: [
    {
      question: "Will my employer pay for advice on my settlement agreement?",
      answer:
        "Usually, yes. Most settlement agreements include a contribution towards the employee's legal fees, paid directly to the adviser. We check the agreement for you and explain before we start if any part of our fee would fall to you.",
    },
    {
      question: "I have been made redundant. Can I claim unfair dismissal?",
      answer:
        "Possibly. Redundancy is only a fair reason if the role genuinely went and the process was fair, with consultation, fair selection and a look at other jobs. Two years' service also brings a statutory redundancy payment.",
    },
    {
      question: "What is the difference between a grievance and a tribunal claim?",
      answer:
        "A grievance is a formal complaint inside your workplace; a tribunal claim is a legal case decided by an independent judge. Raising a grievance does not stop the tribunal time limit running.",
    },
    {
      question: "Do I have to go through Acas first?",
      answer:
        "For most claims, yes. Without an early conciliation certificate number, the tribunal will usually reject the claim form. Conciliation is free and confidential, and it does not stop you going on to make a claim if it fails.",
    },
    {
      question: "I am an employer and a former employee has made a claim. What should I do?",
      answer:
        "Note the date on the tribunal's letter and contact us straight away. The response form must usually reach the tribunal within 28 days. If it is late, the tribunal can decide the claim without hearing your side.",
    },
  ],
  team: ["daniel-okafor"],
  related: ["business-law", "dispute-resolution"],
};

export default page;

/**
 * Price and service information: Employment Tribunal claims for unfair or wrongful dismissal,
 * for employees bringing claims and businesses defending them (SRA Transparency Rules), shown on
 * /services/employment-law. Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - Tribunal fees: none at present; the Ministry of Justice consulted on bringing fees back
 *   (GOV.UK consultation "Introducing fees in the Employment Tribunals and the Employment Appeal
 *   Tribunal", January 2024), checked Nov 2026.
 * - Acas early conciliation and the 28-day response time: Acas and GOV.UK guidance, Nov 2026.
 * - Barristers' (counsel's) fees: typical ranges for tribunal hearings, Nov 2026; the barrister's
 *   clerk sets the figure and we agree it with you first.
 * - Time limits: see ../facts/employment-rights-act-2025.ts.
 */
import { tribunalTimeLimitInBrief } from "../facts/employment-rights-act-2025";
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "employment-law",
  meta: {
    title: "Employment Tribunal Prices",
    description:
      "What an unfair or wrongful dismissal claim costs, for employees and employers: hourly rates, typical totals, counsel's fees, VAT, the stages and timescales.",
  },
  heading: "Employment Tribunal claims: our prices",
  lead: `These prices are for claims in the **Employment Tribunal** (the court that decides work disputes) for **unfair dismissal** (being dismissed without a fair reason or a fair process) or **wrongful dismissal** (being dismissed in breach of your contract, usually without the notice you were owed).

We act for employees bringing claims and for businesses defending them. Your first 30-minute conversation with us is free: [book it here](/consultation).`,
  basisOfCharges: `We charge at **hourly rates**, because the work depends on how the other side behaves and how far the case goes. We give you an estimate at the start, update it at each stage and tell you straight away if it is likely to change.

Our hourly rates are:

- **Partner: {fee:employment-law/partner-rate} + VAT an hour**
- **Associate solicitor: {fee:employment-law/associate-rate} + VAT an hour**

Routine letters, e-mails and calls are charged in units of 6 minutes. Most of the work is done by our associate solicitor, which keeps the cost down.

The ranges below cover the work from first advice to the end of a final hearing. **Many claims settle earlier**, and then the cost is lower.`,
  legalFeeExplanation: `What you pay depends mainly on how complex the claim is:

- **Simple claim: {fee:employment-law/simple.from} to {fee:employment-law/simple.to} + VAT.** For example, a wrongful dismissal claim for unpaid notice, or an unfair dismissal claim with few documents, one or two witnesses and a final hearing of 1 day.
- **Medium claim: {fee:employment-law/medium.from} to {fee:employment-law/medium.to} + VAT.** More documents, 3 or 4 witnesses, some disagreement about the facts and a hearing of 2 to 3 days.
- **Complex claim: {fee:employment-law/complex.from} to {fee:employment-law/complex.to} + VAT.** Many documents and witnesses, a preliminary hearing on a legal point (such as whether you were an employee) or a hearing of 4 days or more.

These figures are our fees only. Barristers' fees, shown below, are extra.`,
  notes: {
    "counsel-final-hearing":
      "If a barrister presents the case at the final hearing. The lower figure is for a 1-day hearing; longer hearings cost more. The barrister sets the fee, and we agree it with you before booking. VAT is added if the barrister is registered for VAT.",
    "counsel-preliminary-hearing":
      "Only if a barrister is needed for a preliminary hearing on a legal point. We agree it with you first.",
    travel:
      "Many hearings now take place by video. If the hearing is in person, travel is charged at cost (mileage at 45p a mile).",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. In an Employment Tribunal claim they are mainly a barrister's fee if one presents the case at a hearing, and travel and copying costs if a hearing is in person.",
  vat: `VAT is charged at **20%** on our hourly charges, and on travel and copying costs. It is also added to a barrister's fee if the barrister is registered for VAT.

**There is no tribunal fee at present.** The government has consulted on bringing back a fee for starting a claim. If a fee applies to your claim, we will tell you how much it is and whether you can get help to pay it.

**Example:** a simple claim at £5,000 of our time costs £5,000 plus £1,000 VAT, which is **£6,000**, plus any barrister's fee.`,
  includes: [
    "Advice on whether you have a claim (or a defence) and what it may be worth",
    "Dealing with Acas early conciliation",
    "Preparing the claim form (ET1) or the employer's response (ET3)",
    "A schedule of loss, setting out what compensation is claimed",
    "Preparing for and attending a preliminary hearing about how the case will be run",
    "Disclosure (exchanging relevant documents) and preparing the hearing bundle",
    "Taking and preparing witness statements",
    "Negotiating a settlement at any stage, including through Acas",
    "Preparing for the final hearing and attending it with you",
  ],
  excludes: [
    "Barristers' fees (shown under disbursements)",
    "Discrimination, whistleblowing and other claims added to the dismissal claim (we give a separate estimate)",
    "Appeals to the Employment Appeal Tribunal",
    "Enforcing an award if the employer does not pay",
    "Any costs the tribunal orders you to pay the other side (this is unusual, but can happen if a claim or defence is unreasonable)",
    "Settlement agreement advice where no claim has been made (a separate fixed fee, quoted in writing before we start)",
    "Advice on tax or pensions",
  ],
  stages: [
    {
      title: "First advice",
      body: `We look at the facts and documents and tell you honestly whether you have a claim (or a defence) and what it may be worth. Time limits for claims are short, so please contact us quickly.

${tribunalTimeLimitInBrief}`,
      timescale: "1 to 2 weeks",
    },
    {
      title: "Acas early conciliation",
      body: "Before a claim can start, the employee must contact Acas (the government-funded advisory service). Acas tries to help both sides agree a settlement. Many cases settle here.",
      timescale: "a few weeks, up to a limit set by law",
    },
    {
      title: "Claim and response",
      body: "If there is no settlement, the employee sends the claim form (ET1) to the tribunal. The employer has 28 days from when the tribunal sends it out to reply with a response (ET3).",
      timescale: "1 to 2 months",
    },
    {
      title: "Preliminary hearing",
      body: "A judge, often by phone or video, sets the issues and a timetable. Sometimes a preliminary hearing decides a legal point first.",
      timescale: "3 to 6 months after the claim",
    },
    {
      title: "Disclosure and hearing bundle",
      body: "Both sides share the documents that matter, and an agreed file (the bundle) is prepared for the hearing.",
      timescale: "1 to 2 months, as set by the tribunal",
    },
    {
      title: "Witness statements",
      body: "Each witness's evidence is written down and exchanged with the other side.",
      timescale: "1 to 2 months, as set by the tribunal",
    },
    {
      title: "Final hearing",
      body: "The tribunal hears the evidence and decides the claim. If the claim succeeds, it also decides compensation, sometimes at a later hearing.",
      timescale: "a year or more after the claim; 1 to 5 days long",
    },
  ],
  timescale: `Employment Tribunals are busy. It is common for a claim to take **a year or more** to reach a final hearing. Many claims settle sooner, through Acas or by agreement between the two sides, and we look for a fair settlement at every stage.`,
  people: {
    team: ["daniel-okafor", "richard-hale"],
    supervisor: "richard-hale",
    experience: `Your case is handled by [Daniel Okafor](/team/daniel-okafor), an associate solicitor who works in employment law and advises both employees and businesses.

Daniel is supervised by [Richard Hale](/team/richard-hale), Founding Partner and Head of Business and Commercial, an experienced litigator. Richard oversees Daniel's files and helps on larger cases.`,
  },
  conditionalFees: `**We do not offer damages-based agreements** (where the lawyer takes a percentage of your compensation).

**For employees, we may offer a conditional fee agreement** ("no win, no fee") in some unfair or wrongful dismissal claims, if we think the claim has good prospects. We will tell you at the start whether one is available for your claim. Under a conditional fee agreement:

- if the claim **succeeds** (as defined in the agreement, which includes most settlements), you pay our normal charges plus a **success fee** of up to 50% of those charges, plus VAT. This is usually paid from your compensation, because the tribunal rarely orders the employer to pay your legal costs;
- if the claim **does not succeed**, you pay none of our charges, but you still pay disbursements such as a barrister's fee, unless we agree otherwise in writing;
- if you end the agreement early, or do not follow our advice, you may have to pay for the work done so far.

We explain every term in writing before you sign. **We do not offer conditional fee agreements to businesses defending claims.** You may also have legal expenses insurance (for example, with your home insurance) that covers some or all of the cost; we can check this for you.`,
  extra: [
    {
      heading: "What can make a claim cost more",
      body: `- A lot of documents, or many witnesses.
- Other claims added to the dismissal, such as discrimination.
- A preliminary hearing on a legal point, or extra hearings because of delays.
- The other side not keeping to the tribunal's timetable.

We will tell you before extra work starts.`,
    },
  ],
};

export default page;

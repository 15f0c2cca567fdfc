/**
 * Price and service information: summary-only motoring offences (SRA Transparency Rules), shown
 * on /services/motoring-offences. Reviewed 22 Nov 2026.
 *
 * Third-party figures and where they come from:
 * - Barristers' (counsel's) fees for a magistrates' court trial: typical range, Nov 2026; the
 *   barrister's clerk sets the figure and we agree it with you first.
 * - Mileage at 45p a mile: the HMRC approved mileage rate for cars, checked Nov 2026.
 * - Penalty points, totting up and the Single Justice Procedure: GOV.UK "Penalty points
 *   (endorsements)" and "Single Justice Procedure", checked Nov 2026.
 */
import type { PricePage } from "./types";

const page: PricePage = {
  slug: "motoring-offences",
  meta: {
    title: "Motoring Offence Fees",
    description:
      "Fixed fees for motoring offences in the magistrates' court: guilty pleas, exceptional hardship and trials, with counsel's fees, VAT and what is not included.",
  },
  heading: "Motoring offences: our prices",
  lead: `If you have been charged with a motoring offence, such as speeding, using a phone while driving, driving without insurance or failing to say who was driving, you may be worried about your licence and your job. Here is what our help costs.

These prices are for **summary-only offences**: less serious offences that can only be heard in a magistrates' court. Your first 30-minute conversation with us is free: [book it here](/consultation).`,
  basisOfCharges: `We charge **fixed fees** for the most common kinds of motoring case, so you know the cost at the start.

- **Guilty plea with mitigation:** if you accept the offence, we explain your circumstances to the court to keep the penalty as low as possible. "Mitigation" means the reasons the court should go easier on you.
- **Exceptional hardship:** if you face a ban because you have reached 12 or more penalty points within 3 years (a "totting-up" ban), we can argue that a ban would cause exceptional hardship, for example to your family, your employer or people who depend on you.
- **Not guilty plea to trial:** if you deny the offence, the cost depends on how much evidence there is, how many witnesses there are and how long the trial lasts. We quote a fixed fee once we have seen the prosecution's evidence, within the range shown.

Each fee covers one court hearing at a magistrates' court in Greater Manchester or Cheshire. If the court adjourns the case through no fault of ours, or the hearing is further away, we will tell you the extra cost first. Any other work is charged at **{fee:motoring-offences/hourly-rate} + VAT an hour**.`,
  notes: {
    "guilty-plea":
      "Reviewing the evidence, advising on plea, preparing your mitigation and representing you at one hearing.",
    "exceptional-hardship":
      "Includes preparing your statement and your witnesses' evidence, and representing you at the hearing.",
    trial:
      "Most trials cost between {fee:motoring-offences/trial.from} and {fee:motoring-offences/trial.to} + VAT, depending on the evidence and the length of the trial. We give you a fixed quote once we have seen the evidence.",
    "hourly-rate": "Per hour, for work outside the fixed fees. We agree it with you first.",
    "travel-time": "Per hour of travel. We tell you the likely total before the hearing.",
    "extra-hearing":
      "If the case needs another hearing, for example because the court adjourns it.",
    "counsel-trial":
      "Only if a barrister is needed to present your trial. The barrister sets the fee, and we agree it with you before booking. VAT is added if the barrister is registered for VAT.",
    "travel-costs": "Mileage at 45p a mile, parking and train fares, at cost.",
    "expert-report":
      "Only in some trials, for example to check how a speed was measured. The expert sets the fee, and we agree it with you before instructing them.",
  },
  disbursementsLead:
    "Disbursements are costs we pay to other people on your behalf, which we pass on at cost. In a motoring case they are mainly a barrister's fee if one presents your trial, travel to a court outside Greater Manchester or Cheshire and, rarely, an expert's report. Fines, prosecution costs and the victim surcharge are paid to the court, not to us.",
  vat: `VAT is charged at **20%** on our fixed fees, hourly charges, travel time and travel costs. It is also added to a barrister's or expert's fee if they are registered for VAT.

**Example:** a guilty plea with mitigation costs {fee:motoring-offences/guilty-plea} plus {vat:motoring-offences/guilty-plea} VAT, which is **{total:motoring-offences/guilty-plea}**.`,
  includes: [
    "Reviewing the court papers and the prosecution's evidence",
    "Clear advice on whether to plead guilty or not guilty, and on the likely penalty",
    "Responding to a Single Justice Procedure notice (a postal court case decided by one magistrate) where that is the right route",
    "Preparing mitigation, or an exceptional hardship argument with witness evidence",
    "Representing you at one hearing at a magistrates' court in Greater Manchester or Cheshire",
    "Explaining the outcome and what happens next",
  ],
  excludes: [
    "Fines, prosecution costs and the victim surcharge ordered by the court (these are paid to the court, not to us)",
    "Speed awareness or driver improvement course fees",
    "Barrister's and expert fees (shown under disbursements)",
    "Appeals to the Crown Court",
    "Offences that can be tried in the Crown Court, such as dangerous driving: these are outside our fixed fees, and we charge for them at our hourly rate, with a written estimate before work starts",
    "Applying to end a driving ban early",
  ],
  stages: [
    {
      title: "First meeting and advice",
      body: "We look at the papers you have received, such as a notice of intended prosecution, a Single Justice Procedure notice or a court summons, and explain your options. A Single Justice Procedure notice usually must be answered within 21 days.",
      timescale: "within a few days of your call",
    },
    {
      title: "Evidence and plea",
      body: "We get the prosecution's evidence and advise you on your plea.",
      timescale: "1 to 4 weeks",
    },
    {
      title: "Preparing your case",
      body: "For a guilty plea we prepare your mitigation. For exceptional hardship we take statements from you and your witnesses. For a trial we prepare the evidence and witnesses.",
      timescale: "2 to 6 weeks",
    },
    {
      title: "Court hearing",
      body: "We represent you at the magistrates' court. A guilty plea or exceptional hardship argument is usually dealt with at one hearing.",
      timescale: "4 to 10 weeks after you are charged or summonsed",
    },
    {
      title: "Trial (not guilty plea)",
      body: "If you plead not guilty, the court sets a trial date. We prepare for and attend the trial.",
      timescale: "3 to 9 months after the first hearing",
    },
  ],
  timescale: `A guilty plea or exceptional hardship case usually ends within **1 to 3 months** of your first contact with us. A case that goes to trial often takes **4 to 10 months** overall, depending on how busy the court is.`,
  people: {
    team: ["james-mercer"],
    supervisor: "richard-hale",
    experience: `Your case is handled by [James Mercer](/team/james-mercer), a qualified solicitor who works in criminal and motoring law and represents clients in the magistrates' courts.

James is supervised by [Richard Hale](/team/richard-hale), Founding Partner and Head of Business and Commercial, a solicitor since 1989 with long experience of running cases in court. Richard reviews James's files, is on hand to discuss any case with him, and is responsible for the quality of our service.`,
  },
  conditionalFees: `We do not offer conditional fee agreements ("no win, no fee") or damages-based agreements for motoring offences. The law does not allow them in criminal cases.

Legal aid is rarely available for motoring offences. If you have legal expenses insurance (for example, with your car insurance), it may cover some of our fees; we can check this for you.`,
  extra: [
    {
      heading: "What can make a case cost more",
      body: `- The court adjourning the hearing, so that we must attend again.
- A trial with several witnesses, or technical evidence such as speed camera records.
- A court far from Stockport.

We will always tell you about any extra cost before we incur it.`,
    },
    {
      heading: "New drivers",
      body: `If you passed your test less than 2 years ago and reach 6 or more penalty points, your licence is cancelled and you must pass your test again. An exceptional hardship argument cannot stop this, so please talk to us early.`,
    },
  ],
};

export default page;

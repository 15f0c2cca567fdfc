import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "motoring-offences",
  practiceArea: "motoring-offences",
  meta: {
    title: "Motoring Offence Solicitors",
    description:
      "Speeding, mobile phone, drink-driving and other motoring offences, including totting-up bans. Fixed fees for most cases; other work charged by the hour.",
  },
  heading: "Motoring offences",
  lead: "A driving ban can cost you your job or your independence. We advise on motoring offences of every kind, explain your options honestly, and represent you in the magistrates' court.",
  sections: [
    {
      heading: "Offences we deal with",
      body: `We help drivers accused of:

- speeding, including cases where a ban is possible because of the speed or earlier points;
- using a hand-held mobile phone while driving, which carries 6 penalty points;
- careless driving;
- driving without insurance, or without a valid licence;
- failing to tell the police who was driving when asked;
- drink-driving and drug-driving, which carry a ban of at least 12 months.

We also defend **dangerous driving** charges. Dangerous driving is more serious: it can be tried in the Crown Court, and a conviction brings a ban and an extended retest. It is not covered by our fixed fees; we charge for it at our hourly rate and give you a written estimate before work starts.`,
    },
    {
      heading: "Penalty points and bans",
      body: `Most motoring offences add penalty points to your licence. If you reach **12 points within three years**, the court will normally ban you for at least six months. This is known as a **totting-up** ban.

New drivers face a stricter rule. If you get **6 or more points within two years** of passing your test, your licence is revoked, and you must apply for a provisional licence and pass both tests again. The court cannot stop this once the points are imposed, so advice before the hearing is vital.`,
    },
    {
      heading: "Exceptional hardship and special reasons",
      body: `A court can decide not to impose a totting-up ban, or to shorten it, if a ban would cause **exceptional hardship**. Losing your own job is often not enough on its own. The court looks especially at the effect on other people, such as family members who rely on you, employees whose jobs depend on your business, or patients you care for.

**Special reasons** are different. They relate to the circumstances of the offence itself, such as a genuine emergency or a drink that was spiked without your knowledge. If the court accepts them, it can decide not to add points or not to ban you. We will tell you frankly whether either argument has a realistic chance.`,
    },
    {
      heading: "Letters you might receive",
      body: `- A **notice of intended prosecution** warns that you may be prosecuted. For speeding it must normally reach the registered keeper within 14 days.
- A **request to identify the driver** must be answered within 28 days. Failing to reply is an offence in itself, with 6 points.
- A **fixed penalty offer** lets you accept points and a fine without going to court.
- A **Single Justice Procedure notice** means the case will be dealt with on paper by a magistrate unless you ask for a hearing. You must respond within 21 days.

Read every letter carefully and keep the envelopes, since dates can matter.`,
    },
    {
      heading: "Get advice before you reply",
      body: `The choices you make early — what to put on a form, whether to accept a fixed penalty, how to plead — can decide the outcome. Ring {phone} to speak to our motoring solicitor, or [book a free 30-minute consultation](/consultation) and bring the paperwork with you.`,
    },
  ],
  steps: [
    {
      title: "Send us the paperwork",
      body: "Any notices, the summons or Single Justice Procedure notice, and your licence details.",
      duration: "As soon as it arrives",
    },
    {
      title: "Review and advice",
      body: "We check the evidence and the procedure, and advise on plea and the likely penalty.",
      duration: "Within 1 to 2 weeks",
    },
    {
      title: "Prepare for the hearing",
      body: "We gather statements and documents, including evidence for any exceptional hardship or special reasons argument.",
      duration: "Before the court date",
    },
    {
      title: "The hearing",
      body: "We represent you in the magistrates' court and make the case on your behalf.",
      duration: "Usually half a day",
    },
    {
      title: "Afterwards",
      body: "We explain the result, how it affects your licence and insurance, and whether a drink-drive rehabilitation course could shorten a ban.",
      duration: "On the day",
    },
  ],
  costs: `We charge fixed fees for a guilty plea or an exceptional hardship argument in the magistrates' court, and quote a fixed fee for a trial once we have seen the prosecution's evidence; any other work, including a dangerous driving case, is charged at an hourly rate that we agree with you first. The fees, the range for a trial and the hourly rate are set out below, so you know the cost before you decide how to proceed.

Court fines, prosecution costs and the victim surcharge are ordered by the court and are not part of our fee. Legal aid is rarely available for motoring cases.`,
  usualDuration:
    "Our advice within 1 to 2 weeks of your paperwork; the hearing usually takes half a day",
  faqs: [
    {
      question: "Can I get off on a technicality?",
      answer:
        "Occasionally a case fails because the police did not follow the correct procedure, for example a late notice of intended prosecution. We check for this in every case, but most cases are not won that way, and we will not pretend otherwise.",
    },
    {
      question: "Will I be banned?",
      answer:
        "It depends on the offence, your existing points and the facts. A drink-driving conviction means a ban of at least 12 months. Reaching 12 points usually means at least six months. We can tell you the likely outcome once we have seen the evidence.",
    },
    {
      question: "Can I still drive while waiting for court?",
      answer:
        "Usually yes, unless the court has already banned you. Take extra care in the meantime, because any further offence before the hearing will make things worse.",
    },
    {
      question: "Do I have to tell my insurer about points?",
      answer:
        "Yes. Insurers ask about motoring convictions, and failing to disclose them can invalidate your cover. Your premium may rise for a time.",
    },
    {
      question: "How long do points stay on my licence?",
      answer:
        "Most points count towards a totting-up ban for three years from the date of the offence, but stay on your driving record for four years. Drink-driving and drug-driving convictions stay on the record for eleven years.",
    },
  ],
  team: ["james-mercer"],
  related: ["criminal-law", "personal-injury"],
};

export default page;

import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "criminal-law",
  practiceArea: "criminal-law",
  meta: {
    title: "Criminal Defence Solicitors",
    description:
      "Arrested, asked to attend a police interview or charged with an offence? Clear, confidential criminal defence advice from the police station to the courtroom.",
  },
  heading: "Criminal law",
  lead: "Being questioned by the police or facing court is frightening, whoever you are. We give clear, confidential advice from the first interview to the end of your case.",
  sections: [
    {
      heading: "If the police want to interview you",
      body: `Whether you have been arrested or asked to attend a **voluntary interview**, you have the right to independent legal advice before you answer any questions. Use it. The duty solicitor scheme means nobody has to go without a lawyer at the police station. You can also ask for a solicitor of your choice; if you want us to attend, we will tell you at the outset whether legal aid will pay for it or what it will cost.

An interview **under caution** means that what you say can be used as evidence, and that staying silent on something you later rely on in court can count against you. Whether to answer questions, give a prepared statement or say nothing is a decision to make with a solicitor, after we have heard what the police say they have.`,
    },
    {
      heading: "After the interview",
      body: `The police may take no further action, issue a caution, or charge you. Often they need more time, and you are released on **bail**, with a date to return and sometimes conditions, or **released under investigation**, with no fixed date. We keep in touch with the officer in the case and tell you when there is news.`,
    },
    {
      heading: "Going to court",
      body: `Almost every criminal case starts in the **magistrates' court**. Less serious offences stay there. The most serious, and some middle-ranking ones, go to the **Crown Court**, where a judge and jury hear trials. At the first hearing you will be asked how you plead, so it is important to have seen the evidence and taken advice beforehand.

If you plead not guilty, we test the prosecution evidence, seek undisclosed material, trace witnesses and prepare your defence. If you plead guilty, or are found guilty, we put forward **mitigation** — the reasons the court should pass the lowest fair sentence. Where your case needs a barrister in the Crown Court, we instruct one and stay closely involved.`,
    },
    {
      heading: "Your record and your future",
      body: `A caution or conviction can affect jobs, travel and licences. Most become "spent" after a set period, after which they usually no longer have to be declared to most employers, although some roles involving children or vulnerable adults still require disclosure. We explain the likely effect on your own plans, so nothing comes as a surprise.`,
    },
    {
      heading: "Contact us",
      body: `If you are due at a police station or court soon, phone {phone} straight away. For something less pressing, such as a letter asking you to attend a voluntary interview next week, you can [arrange a free 30-minute consultation](/consultation) with our crime solicitor. Everything you tell us is confidential.`,
    },
  ],
  steps: [
    {
      title: "Police station advice",
      body: "We speak with the police, advise you in private and sit with you through the interview.",
      duration: "A few hours",
    },
    {
      title: "The police decision",
      body: "No further action, a caution, a charge, or bail or release while they investigate further.",
      duration: "Days to many months",
    },
    {
      title: "First court hearing",
      body: "In the magistrates' court. We review the evidence, advise on plea and deal with bail.",
      duration: "Next day if held in custody; usually a few weeks if on bail",
    },
    {
      title: "Preparing your case",
      body: "We gather evidence, instruct experts where needed and prepare you for what lies ahead.",
      duration: "Weeks to months",
    },
    {
      title: "Trial or sentence",
      body: "We represent you at the hearing, or present your mitigation.",
      duration: "Usually one day to a few days",
    },
    {
      title: "Afterwards",
      body: "We explain the outcome and any right of appeal. Appeal time limits are short, so talk to us straight away.",
      duration: "Within days of the outcome",
    },
  ],
  costs: `**Legal aid.** Free legal advice at the police station is available to everyone through the duty solicitor scheme, and we will tell you whether legal aid can cover your case. For court cases, legal aid depends on your income and on how serious the case is, and in the Crown Court you may have to pay a contribution.

**How we charge if you pay privately.** We offer **fixed fees** for defined pieces of work, such as representing you at a guilty plea hearing, and **hourly rates** where the work is harder to predict, such as preparing for a trial.

**Before we start.** We confirm the fixed fee, or give you a written estimate, in writing before any work begins, and VAT is added.

**What moves the cost.** Whether you plead guilty or not guilty, which court hears the case, how much evidence there is to go through (including video and phone records), how many witnesses there are and how many hearings the court lists. A barrister's or expert's fee, if one is needed, is agreed with you first.`,
  feesInBrief:
    "Legal aid where you qualify. If you pay privately: fixed fees for defined work, hourly rates otherwise.",
  usualDuration: "From a few days to many months, depending on the charge and the court",
  faqs: [
    {
      question: "Should I answer questions in a police interview?",
      answer:
        "There is no single right answer. Sometimes giving your account is the best thing to do; sometimes a prepared statement or saying nothing is wiser. It depends on the evidence the police disclose and what you have to say. Make that choice only after talking it through with a solicitor.",
    },
    {
      question: "Is it really free to have a solicitor at the police station?",
      answer:
        "Advice from the duty solicitor is free for anyone questioned by the police in England and Wales, whatever their income, whether they are under arrest or attending voluntarily. Asking for a solicitor is not a sign of guilt, and the police must not discourage you from doing so.",
    },
    {
      question: "What does 'released under investigation' mean?",
      answer:
        "It means the police have let you go without charge while they continue to investigate, but without setting a date for you to return. They can still charge you later. We can keep in contact with the police on your behalf and tell you of any decision.",
    },
    {
      question: "Do I need a solicitor if I am pleading guilty?",
      answer:
        "It is strongly advisable. We check that the prosecution can prove the charge, that you are pleading to the right offence, and that the court hears everything in your favour before sentencing. Good mitigation can make a real difference to the sentence.",
    },
    {
      question: "Will I get a criminal record?",
      answer:
        "A caution or a conviction is recorded on the Police National Computer. A decision of no further action is not a caution. Whether you would need to tell an employer about a record depends on the job and on whether the caution or conviction has become spent.",
    },
  ],
  team: ["james-mercer"],
  related: ["motoring-offences", "employment-law"],
};

export default page;

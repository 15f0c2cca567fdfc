import type { DocumentPage } from "~/content/types";

const page: DocumentPage = {
  meta: {
    title: "Complaints Procedure",
    description:
      "How to complain to {firmName}, what happens next and when, and how to contact the Legal Ombudsman or the SRA if you are still unhappy.",
  },
  heading: "Complaints handling procedure",
  lead: "We want to give you a good service. If something has gone wrong, please tell us. We will listen, look into it fairly and put things right where we can. Making a complaint is free.",
  updated: "2026-11-27",
  sections: [
    {
      heading: "Who can complain",
      body: `You can use this procedure if you are, or were, a client of {firmName}, or if you have had dealings with us and are unhappy with our service. You can also ask someone else, such as a relative, friend or adviser, to complain for you. We will just need your permission to speak to them about your matter.

Making a complaint will not affect how we treat you or the work we are doing for you.`,
    },
    {
      heading: "How to complain",
      body: `Please contact our **Complaints Partner, Richard Hale**, at our Heaton Moor office. You can complain in whichever way suits you:

- **in writing:** Richard Hale, Complaints Partner, {firmName}, {heatonMoorAddress}
- **by e-mail:** {email}, with "Complaint" in the subject line
- **by phone:** {phone}
- **in person:** at either of our offices, during office hours ({weekdayHours})

It helps us if you tell us:

1. your name, contact details and your matter (a reference number, if you have one);
2. what went wrong, and when;
3. what you would like us to do to put it right.

If you complain by phone or in person, we will write down what you tell us and send you a copy, so you can check we have understood.

If your complaint is about Richard Hale himself, another partner will deal with it.

Complaining is **free of charge**. We will never charge you for handling a complaint.`,
    },
    {
      heading: "Reasonable adjustments",
      body: `If you have a disability or need some help to make a complaint, please tell us. We will make **reasonable adjustments**. For example, we can talk to you by phone instead of writing, send letters in large print, meet you in person, give you more time, or deal with someone you choose to help you.`,
    },
    {
      heading: "What happens next",
      body: `1. **We acknowledge your complaint within 3 working days.** We will write to you to confirm we have it, tell you who is dealing with it, and send you a copy of this procedure.
2. **We investigate.** The person handling your complaint will review your file and speak to the people involved. They may contact you to ask questions or to arrange a meeting or call, if that would help.
3. **We send you our full written reply.** We aim to do this **within 28 days** of receiving your complaint. It will explain what we found, whether we agree something went wrong, and what we will do about it. If we need longer, we will tell you why and when to expect our reply.

In every case, we will send our **final response within 8 weeks** of receiving your complaint.`,
    },
    {
      heading: "If you are still unhappy: the Legal Ombudsman",
      body: `The **Legal Ombudsman** is an independent, free service that deals with complaints about lawyers' service. It normally requires you to complain to us first and to give us **8 weeks** to put things right. You can then go to the Legal Ombudsman if:

- we have not resolved your complaint **within 8 weeks** of receiving it; or
- you are unhappy with our **final response**, even if it reaches you sooner.

In exceptional cases the Legal Ombudsman may look at a complaint before the 8 weeks are up. It can help most individuals, and some small businesses, charities, clubs and trustees. Its website explains who can use it.

**Time limits.** You must take your complaint to the Legal Ombudsman:

- within **6 months** of the date of our final response. This limit only applies if our final response told you about the Legal Ombudsman, gave you its contact details and warned you of this 6-month time limit; and
- within **1 year** of the problem happening, or within 1 year of when you should reasonably have known there was cause for complaint.

**Contact details:**

- **Post:** Legal Ombudsman, PO Box 6167, Slough SL1 0EH
- **Phone:** 0300 555 0333
- **E-mail:** enquiries@legalombudsman.org.uk
- **Website:** [www.legalombudsman.org.uk](https://www.legalombudsman.org.uk)`,
    },
    {
      heading: "Concerns about conduct: the Solicitors Regulation Authority",
      body: `The **Solicitors Regulation Authority (SRA)** regulates solicitors in England and Wales. It deals with serious concerns about how a solicitor or firm behaves, rather than the quality of service. Examples include dishonesty, misusing client money, discrimination, or breaking confidentiality.

If you are worried about our behaviour, you can raise it with the SRA. You can find out how on its website: [www.sra.org.uk](https://www.sra.org.uk).

Our SRA number is **{sraNumber}**.`,
    },
    {
      heading: "Complaints about a bill",
      body: `If your complaint is about our bill, please raise it with us in the same way as any other complaint. We will look at it under this procedure.

You may also be able to ask the court to **assess your bill** (check whether the charges are fair and reasonable) under **Part III of the Solicitors Act 1974**. There are strict time limits for applying, so act quickly if you want to do this.

Please note: if you apply to the court to assess the bill, the Legal Ombudsman may not be able to consider a complaint about it.`,
    },
  ],
};

export default page;

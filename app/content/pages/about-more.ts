import type { PageMeta, Section } from "~/content/types";

export const aboutMorePage = {
  meta: {
    title: "How We Work",
    description:
      "More about {firmName}: reasonable adjustments, insurance, why we check your ID, how we hold client money, complaints and careers.",
  },
  heading: "More about how we work",
  lead: "The practical details behind our service: how we make it easy to work with us, how we keep your money safe, and why we ask for some of the things we do.",
  sections: [
    {
      heading: "Making our service accessible",
      body: `We want everyone to be able to use our service. If you have a disability, a health condition, or anything else that makes it harder to work with us, please tell us. We will make **reasonable adjustments**, such as:

- meeting you at whichever of our offices is easier for you to get to, or talking by phone or video instead;
- sending letters and documents in large print, or explaining them by phone;
- giving you more time to read documents and make decisions;
- booking longer or more frequent breaks in meetings;
- talking to someone you trust, such as a relative or friend, with your permission.

Just tell us what would help when you first contact us, or at any time during your matter.`,
    },
    {
      heading: "If English is not your first language",
      body: `Please let us know when you get in touch. It is important that you fully understand our advice and the documents you sign, so we will talk with you about the best way to make sure of that, such as using a professional interpreter.`,
    },
    {
      heading: "Professional indemnity insurance",
      body: `We hold **professional indemnity insurance**, as the Solicitors Regulation Authority requires of every firm of solicitors. This insurance protects our clients if something goes wrong with the work we do for them.

Our insurer is **{insurer}**, and the policy covers our work in {insuranceCoverage}.`,
    },
    {
      heading: "Why we check your identity",
      body: `When you become a client, we will ask you for **proof of your identity and address**, such as your passport or driving licence and a recent bank statement or utility bill. For some work, particularly buying property, we must also ask where your money comes from (the **source of funds**).

We are not doubting you. The law, including the **anti-money-laundering** rules (laws designed to stop criminals hiding the proceeds of crime), requires us to make these checks. Our regulator's rules also require us to know who we are acting for. We cannot start work until the checks are complete, so it helps to have your documents ready.

You do **not** need to bring ID to a [free first consultation](/consultation).`,
    },
    {
      heading: "How we look after your money",
      body: `Sometimes we hold money for clients: for example, the deposit for a house purchase, or money from an estate before it is shared out. We follow the **SRA Accounts Rules**, which means:

- your money is kept in a **client account**, a bank account that is separate from the firm's own money;
- we only use your money for your matter, and pay it out when you or the law say so;
- we keep detailed records and have our accounts checked by an independent accountant when the rules require it;
- we return your money promptly when it is no longer needed for your matter.

**Protect yourself from fraud.** Criminals sometimes send fake e-mails pretending to be from solicitors. We will **never** tell you by e-mail that our bank details have changed. Before you send us money, phone us on {phone}, the number on this website, to check our details.`,
    },
    {
      heading: "If something goes wrong",
      body: `We hope you will always be happy with our service. If you are not, please tell us. Our [complaints procedure](/complaints) explains how to complain, what we will do and when, and how to contact the Legal Ombudsman if you are still unhappy. The Legal Ombudsman normally requires you to complain to us first and to give us 8 weeks to put things right. Complaining is free.`,
    },
    {
      heading: "Careers",
      body: `We don't have vacancies listed at the moment. When we do, we will post them on this website.`,
    },
    {
      heading: "Our community",
      body: `We are a local firm, and most of our clients live or work near our offices in Bramhall and Heaton Moor. We care about the communities we serve. We try to make legal information easy to find, which is why we publish plain-English guides in our [news and insights](/insights) section.`,
    },
  ],
} satisfies { meta: PageMeta; heading: string; lead: string; sections: Section[] };

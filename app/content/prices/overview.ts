/**
 * The /compliance overview page: what SRA price transparency means and where each price page is.
 * Reviewed 22 Nov 2026. SRA Transparency Rules in force since 6 December 2018.
 */
import type { Markdown, PageMeta, Section } from "../types";

export const complianceOverview: {
  meta: PageMeta;
  heading: string;
  lead: Markdown;
  sections: Section[];
} = {
  meta: {
    title: "Prices and Regulatory Information",
    description:
      "Our published prices for probate, lasting powers of attorney, buying, selling and remortgaging, and how to check our SRA registration (number {sraNumber}).",
  },
  heading: "Prices, regulation and how to check us",
  lead: `We want you to know what our help will cost before you decide to use us. This page explains the rules we follow, links to our published prices, and shows you how to check that we are regulated.

Your first 30-minute consultation with us is free, with no obligation: [book it here](/consultation).`,
  sections: [
    {
      heading: "What price transparency means",
      body: `The **Solicitors Regulation Authority** (SRA) is the independent body that regulates solicitors in England and Wales. Its Transparency Rules say that firms must publish clear price and service information for certain kinds of work, so that people can compare firms before they choose one.

For each of these services, our price pages tell you:

1. the total cost, or a range where a single figure is not possible;
2. whether we charge a fixed fee or hourly rates;
3. who will do the work, their experience and who supervises them;
4. other costs you may pay along the way (called "disbursements"), such as court or Land Registry fees;
5. whether VAT is added, and how much;
6. what the price includes, what it does not, and the key stages with how long each usually takes;
7. whether we offer "no win, no fee" agreements, and if so when you would pay.

Every client also receives a written quote and our terms before we start work.`,
    },
    {
      heading: "Our price pages",
      body: `- [Probate and wills](/compliance/wills-probate): our fixed fee for getting the grant of probate, and hourly rates for running a whole estate.
- [Lasting powers of attorney](/compliance/lasting-powers-attorney): fixed fees for one or both types, and the registration fee.
- [Buying a home](/compliance/residential-purchase): fixed fees by price, searches and Land Registry fees.
- [Selling a home](/compliance/residential-sale): fixed fees by price and the costs of selling.
- [Remortgaging](/compliance/residential-mortgage): our fixed fee and the costs of moving your mortgage.

Our prices for **motoring offences** and **Employment Tribunal claims** for unfair or wrongful dismissal are on the service pages themselves: see [motoring offences](/services/motoring-offences) and [employment law](/services/employment-law).

For other kinds of work, such as family law or business matters, we give you a written estimate after our first conversation.`,
    },
    {
      heading: "Our SRA registration",
      body: `{firmName} is authorised and regulated by the Solicitors Regulation Authority. **Our SRA number is {sraNumber}.**

You can check this yourself on the [SRA's register of solicitors and firms](https://www.sra.org.uk/consumers/register/). Search for our name or our SRA number. The register shows that we are authorised and regulated by the SRA. You will also see the SRA's digital badge at the foot of every page of this website, which confirms the same thing.

Our SRA number is also printed on our letters and e-mails.`,
    },
    {
      heading: "If something goes wrong",
      body: `We hope you will always be happy with our service. If you are not, please tell us. Our [complaints procedure](/complaints) explains how to complain, who will deal with it and how long it takes. Making a complaint is free.

If we cannot put things right, you can go to the Legal Ombudsman. It normally requires you to complain to us first and to give us 8 weeks to resolve the complaint; the procedure explains the details and time limits, and when to contact the SRA about a solicitor's conduct.`,
    },
    {
      heading: "Talk to us first, free",
      body: `Not sure which service you need, or what it will cost in your case? Your **first 30-minute consultation is free**. You can see us at our Bramhall or Heaton Moor office, or talk by phone or video. [Book a free consultation](/consultation) or [contact us](/contact).`,
    },
  ],
};

import { inheritanceTaxAllowances, pensionsInTheEstate } from "~/content/facts/inheritance-tax";
import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "wills-probate",
  practiceArea: "wills-probate",
  meta: {
    title: "Wills and Probate Solicitors",
    description:
      "Wills, probate and estate administration in Stockport: fixed fees for wills and the grant alone, hourly rates to run an estate, and a free first consultation.",
  },
  heading: "Wills and probate",
  lead: "A will sets out who receives what you leave behind and who will deal with it. Probate is the legal process that follows a death. We help people plan ahead, and we help families sort out an estate when someone has died.",
  sections: [
    {
      heading: "Why make a will",
      body: `A will says who should inherit your money, home and belongings, and names the people who will carry out your wishes, called **executors**.

If you die without a valid will, the law decides who inherits. These are called the **intestacy rules**, and they often surprise people:

- an unmarried partner receives nothing under them, however long you lived together;
- a husband, wife or civil partner may inherit everything, or share with your children, depending on the size of the estate;
- stepchildren are left out unless you adopted them.

A will also lets you name guardians for children under 18, leave gifts to charity, and set up a **trust** — where chosen people look after money for someone else, such as a young grandchild.`,
    },
    {
      heading: "Keeping your will up to date",
      body: `In England and Wales, marriage or a civil partnership cancels any earlier will, unless it was written with that marriage in mind. Divorce does not cancel a will, but your former spouse is treated as if they had died before you, which can leave gaps. Review your will after any big family change, and otherwise every five years or so.

A will must be signed in front of two witnesses, present at the same time, who then sign too. A witness, or a witness's husband, wife or civil partner, cannot inherit under it. Home-made wills often trip over these rules; we make sure yours is signed correctly.`,
    },
    {
      heading: "What probate means",
      body: `**Probate** is the legal right to deal with someone's estate — everything they owned when they died. The people entitled to deal with it apply to the court service for a document called a **grant**. Where there is a will, the executors apply for a grant of probate. Where there is no will, the closest relatives usually apply for **letters of administration**.

Banks and HM Land Registry normally ask to see the grant before they release money or allow a house to be sold. Some small estates need no grant at all, and we can usually tell you at a first meeting whether one is needed.`,
    },
    {
      heading: "How we help with an estate",
      body: `Some families ask us to handle the whole estate; others want help with the grant and do the rest themselves. We can value the estate, deal with HMRC, apply for the grant, collect in the money, sell or transfer property, pay debts and tax, prepare accounts and pay the beneficiaries.

If you have been named as an executor, our page on [help for executors](/services/executor-of-wills) explains the role.`,
    },
    {
      heading: "Inheritance Tax",
      body: `${inheritanceTaxAllowances}

${pensionsInTheEstate}

Gifts to a husband, wife, civil partner or charity are normally free of Inheritance Tax. When someone has died, we work out whether any tax is due and deal with HMRC; when you make a will, we explain how these allowances apply to you.`,
    },
    {
      heading: "Talk to us",
      body: `Whether you are writing your first will or facing paperwork after a death, start with a conversation. Our [free 30-minute consultation](/consultation) can take place at our Bramhall or Heaton Moor office, by phone or by video, or ring {phone} and we will find a time that suits you.`,
    },
  ],
  steps: [
    {
      title: "Tell us about the person who has died",
      body: "Bring the death certificate, any will and recent bank letters. We agree who does what.",
      duration: "First week",
    },
    {
      title: "Find out what the estate is worth",
      body: "We ask banks, pension providers and insurers for values at the date of death, and have any house valued.",
      duration: "4 to 8 weeks",
    },
    {
      title: "Deal with inheritance tax",
      body: "We work out whether tax is due and complete the HMRC forms. Tax is usually payable before the grant, with interest added after the end of the sixth month after the month of death.",
      duration: "2 to 6 weeks",
    },
    {
      title: "Apply for the grant",
      body: "We prepare the application and send it to the court service with the original will.",
      duration: "Several weeks to a few months",
    },
    {
      title: "Collect the money and pay the bills",
      body: "With the grant, we gather in the estate and settle debts, tax and funeral costs.",
      duration: "1 to 3 months",
    },
    {
      title: "Prepare accounts and pay the beneficiaries",
      body: "We draw up accounts for the executors to approve, then pay the beneficiaries. A simple estate often takes 9 to 12 months in all.",
      duration: "1 to 2 months",
    },
  ],
  costs: `How we charge depends on what you ask us to do. A will, or applying for the grant of probate on its own, is a fixed fee; running the whole estate for you is charged at hourly rates, with an estimate of the total at the start. Our [wills and probate price page](/compliance/wills-probate) sets out the fees, what each one covers, the typical total for running an estate, the third-party costs you are likely to meet (such as the court fee for a probate application) and VAT.

Probate fees are usually paid from the estate, not by the executors personally. If an estate proves more involved than it first looked, we explain why and give you a new estimate before extra work is done.`,
  pricePage: "/compliance/wills-probate",
  usualDuration: "A will usually takes 2 to 4 weeks; a simple estate often 9 to 12 months",
  faqs: [
    {
      question: "How long does it take to make a will?",
      answer:
        "Usually two to four weeks from our first meeting to the signing, with a draft for you to check in between. If it is urgent, for example because of illness, tell us and we will do all we can to speed things up.",
    },
    {
      question: "What happens if someone dies without a will?",
      answer:
        "The intestacy rules decide. A husband, wife or civil partner comes first, then children, then parents, then brothers and sisters. An unmarried partner inherits nothing under these rules, but may be able to claim through the court — see [inheritance disputes](/services/inheritance-disputes).",
    },
    {
      question: "Do I need a solicitor to deal with probate?",
      answer:
        "No, and many executors handle a simple estate themselves. Help is most useful when there is a house to sell, tax to pay, no will, or tension in the family. We can also help with just part of the job.",
    },
    {
      question: "Is inheritance tax always payable?",
      answer:
        "No. Most estates pay none. Everyone has a tax-free allowance, with an extra one when a home passes to children or grandchildren (see Inheritance Tax above), and gifts to a spouse, civil partner or charity are normally tax-free. We work out the position for each estate.",
    },
  ],
  team: ["eleanor-carrow", "aisha-rahman"],
  related: ["executor-of-wills", "lasting-powers", "inheritance-disputes"],
};

export default page;

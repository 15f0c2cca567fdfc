import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "executor-of-wills",
  practiceArea: "wills-probate",
  meta: {
    title: "Help for Executors of a Will",
    description:
      "Named as an executor? What the role involves, whether you can step back, and how we can do the work for you. Free first chat with our Stockport team.",
  },
  heading: "Help for executors",
  lead: "Being named as an executor is a sign of trust, with real responsibilities. We explain the job and can do as much or as little of the work as you need.",
  sections: [
    {
      heading: "What an executor does",
      body: `An executor is the person a will names to sort out the affairs of the person who has died: find out what they owned and owed, pay what is due, and hand over what is left to the people the will names.

Each executor is personally responsible for getting it right. One who pays out too soon, misses a debt or overlooks a tax bill can be asked to make up the difference from their own money. Careful records and advice at the right moments keep you protected.`,
    },
    {
      heading: "Do you have to act?",
      body: `No. You can refuse the role by signing a formal document, which is called **renouncing**. Decide early: once you have started dealing with the estate, for example by closing an account, you usually cannot step away.

If other executors are named, you can instead let them apply for the grant while keeping the right to join in later, known as having **power reserved**. This suits someone who lives far away or is unwell.`,
    },
    {
      heading: "Professional executors",
      body: `We can act as executor where a will appoints us, or advise family executors so that they keep the decisions while we carry the paperwork. A professional often makes sense when the estate is complicated, relatives are not getting on, or the executors have little time.`,
    },
    {
      heading: "Why executors wait before sharing out the estate",
      body: `Under the **Inheritance (Provision for Family and Dependants) Act 1975**, certain people — a partner, a child, or someone the deceased was supporting — can ask the court for more from the estate. They normally have **six months from the date of the grant** to start a claim.

An executor who shares out the estate within those six months, and then faces a claim, can be left personally exposed, so we usually advise holding back at least part of it until the period ends. Advertising for unknown creditors in The Gazette and a local newspaper, then waiting two months, gives similar protection against forgotten debts.`,
    },
    {
      heading: "Where to start",
      body: `Bring the will and any post that has arrived, and we will go through it with you in a free 30-minute first meeting — [choose a time online](/consultation) or phone us on {phone}.`,
    },
  ],
  steps: [
    {
      title: "The first few days",
      body: "Register the death, normally within five days in England and Wales. Find the will, secure the home, and use the government's Tell Us Once service to inform most public bodies at once.",
      duration: "First 1 to 2 weeks",
    },
    {
      title: "List what the person owned and owed",
      body: "Contact banks, pension firms and insurers, and value any property as at the date of death.",
      duration: "4 to 8 weeks",
    },
    {
      title: "Report to HMRC and apply for the grant",
      body: "Work out whether inheritance tax is due, pay what must be paid first, then apply for probate.",
      duration: "2 to 4 months",
    },
    {
      title: "Gather in the estate and settle debts",
      body: "Collect the money, sell or transfer property, and pay the funeral, bills and tax.",
      duration: "1 to 3 months",
    },
    {
      title: "Wait out the claims period",
      body: "Keep back enough to meet a late claim until six months after the grant. Interim payments are sometimes possible.",
      duration: "6 months from the grant",
    },
    {
      title: "Approve the accounts and distribute",
      body: "Sign off the estate accounts, pay each beneficiary and keep their receipts.",
      duration: "2 to 4 weeks",
    },
  ],
  costs: `When we act in an estate, as executor or for the family executors, our fees usually come out of the estate rather than your own pocket. Applying for the grant on its own is a fixed fee, while running the whole estate is charged at hourly rates, with an estimate of the total at the start. Both are set out, with typical totals, the likely third-party costs and VAT, on our [wills and probate price page](/compliance/wills-probate). Once we have seen what the estate contains, we confirm in writing how we will charge and what we expect it to cost.`,
  pricePage: "/compliance/wills-probate",
  usualDuration: "A simple estate often takes 9 to 12 months in all",
  faqs: [
    {
      question: "Can an executor also inherit under the will?",
      answer:
        "Yes, and it is very common. Being an executor does not reduce your own inheritance, but you must treat every beneficiary fairly, yourself included.",
    },
    {
      question: "Do executors get paid?",
      answer:
        "A family executor is not normally paid for their time unless the will says so, but can claim reasonable out-of-pocket costs, such as travel and postage, from the estate. Professional executors charge for their work, which the will usually allows.",
    },
    {
      question: "Is there a deadline for finishing the estate?",
      answer:
        "There is no fixed legal deadline, but executors must act with reasonable speed. By tradition they have about a year from the death, sometimes called the executor's year. Some tax deadlines are much shorter, so do not put off the early steps.",
    },
    {
      question: "What if the beneficiaries disagree with what I am doing?",
      answer:
        "Keep them informed in writing and take advice before the disagreement hardens. If a beneficiary threatens a claim, our [inheritance disputes](/services/inheritance-disputes) team can advise you as executor.",
    },
  ],
  team: ["eleanor-carrow", "aisha-rahman"],
  related: ["wills-probate", "inheritance-disputes", "conveyancing"],
};

export default page;

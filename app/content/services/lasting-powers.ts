import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "lasting-powers",
  practiceArea: "lasting-powers",
  meta: {
    title: "Lasting Powers of Attorney Solicitors",
    description:
      "Choose who can decide for you if you cannot. We prepare and register both types of lasting power of attorney for a fixed fee. Free first chat in Stockport.",
  },
  heading: "Lasting powers of attorney",
  lead: "A lasting power of attorney lets you choose people you trust to make decisions for you if illness or an accident means you cannot make them yourself. We help you set one up properly while you are well.",
  sections: [
    {
      heading: "What a lasting power of attorney is",
      body: `A **lasting power of attorney** (LPA) is a legal document that names one or more people, called your **attorneys**, to act on your behalf. It can only be made while you have **mental capacity** — the ability to understand and make a particular decision for yourself — so the right time to make one is before it is needed.

Many people assume a husband, wife or grown-up child can simply step in. Without an LPA, they have no automatic right to run your accounts or decide about your care.`,
    },
    {
      heading: "The two types",
      body: `There are two kinds of LPA, and many people make both.

- **Property and financial affairs** covers money and property: paying bills, dealing with banks and pensions, and selling your home if needed. Once registered, it can be used while you still have capacity, if you agree, which is useful if you find getting to the bank difficult.
- **Health and welfare** covers decisions about medical treatment, where you live, and day-to-day care. It can only be used when you are unable to make the decision yourself. You can choose whether your attorneys may decide about life-sustaining treatment.`,
    },
    {
      heading: "Choosing your attorneys",
      body: `Your attorneys must be 18 or over; most people choose family or close friends. You decide whether they must act together on every decision, or whether each can act alone, which is usually more practical. You can also name **replacement attorneys** to step in if an original attorney can no longer act.

You can add **preferences**, such as a wish to stay in your own home for as long as it is safe, which your attorneys should take into account, and **instructions**, which they must follow.`,
    },
    {
      heading: "Signing and registration",
      body: `An LPA has to be signed in a set order. An independent **certificate provider** — someone who has known you well for at least two years, or a professional such as a solicitor or doctor — confirms that you understand the document and are not being pressured into making it. Your signatures are witnessed.

The LPA must then be **registered with the Office of the Public Guardian** (OPG) before anyone can use it. The OPG is moving to a new online service, with identity checks for the people involved. We follow whichever process applies when you instruct us and guide everyone through it.`,
    },
    {
      heading: "If there is no LPA",
      body: `If someone loses capacity without an LPA, their family usually has to apply to the **Court of Protection** to be appointed as a **deputy**. This is slower and more expensive than making an LPA, the court decides who is appointed, and deputies are supervised and must report each year. An enduring power of attorney made before October 2007 can still be used, but it covers money and property only.

To start planning ahead, arrange a [free 30-minute consultation](/consultation) at either office, by phone or by video call. You are also welcome to ring us on {phone} with a quick question first.`,
    },
  ],
  steps: [
    {
      title: "First conversation",
      body: "We talk about who you would like to appoint, how you want them to act, and any wishes you want recorded.",
      duration: "30 minutes to 1 hour",
    },
    {
      title: "Preparing the documents",
      body: "We draft the LPAs and send them to you to check.",
      duration: "1 to 2 weeks",
    },
    {
      title: "Signing in the right order",
      body: "You sign first, then the certificate provider, then your attorneys and replacements. We arrange witnesses and check each page.",
      duration: "1 to 3 weeks",
    },
    {
      title: "Registration with the OPG",
      body: "We send the LPAs to the Office of the Public Guardian, which gives a period for anyone to raise concerns before it registers them.",
      duration: "Often several weeks to a few months",
    },
    {
      title: "Ready for use",
      body: "We explain to you and your attorneys how to use the registered LPAs with banks and care providers.",
      duration: "Once registered",
    },
  ],
  costs: `We charge fixed fees to prepare and register lasting powers of attorney. The Office of the Public Guardian also charges a registration fee for each LPA, which may be reduced or waived if you have a low income or receive certain benefits. The figures, what is included and VAT are on our [lasting powers of attorney price page](/compliance/lasting-powers-attorney).`,
  pricePage: "/compliance/lasting-powers-attorney",
  usualDuration:
    "A few weeks to prepare and sign; registration often takes several weeks to a few months",
  faqs: [
    {
      question: "When should I make a lasting power of attorney?",
      answer:
        "While you are well. Anyone aged 18 or over who has mental capacity can make one. People often make their LPAs at the same time as their will, or when they retire, but illness and accidents can happen at any age.",
    },
    {
      question: "Can I change my mind after making one?",
      answer:
        "Yes. As long as you have capacity, you can cancel an LPA by signing a formal document and telling the Office of the Public Guardian and your attorneys. If you want different attorneys, you would normally make a new LPA.",
    },
    {
      question: "What stops an attorney misusing the power?",
      answer:
        "Attorneys must act in your best interests, keep your money separate from their own and keep records. The Office of the Public Guardian can investigate concerns, and the Court of Protection can remove an attorney who does not act properly. Choosing people you trust, and perhaps more than one, is the best protection.",
    },
    {
      question: "Do I need a solicitor to make an LPA?",
      answer:
        "No. You can make one yourself. A solicitor helps you think through the choices, words any instructions so they work, acts as certificate provider where appropriate, and reduces the risk of the OPG rejecting the forms for a mistake, which can cause long delays.",
    },
    {
      question: "Is an LPA the same as a will?",
      answer:
        "No. An LPA works during your lifetime and ends when you die. A will only takes effect after death. Most people benefit from having both; see our page on [wills and probate](/services/wills-probate).",
    },
  ],
  team: ["eleanor-carrow", "aisha-rahman"],
  related: ["wills-probate", "executor-of-wills"],
};

export default page;

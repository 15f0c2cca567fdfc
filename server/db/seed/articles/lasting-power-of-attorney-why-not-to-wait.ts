import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "lasting-power-of-attorney-why-not-to-wait",
  title: "Lasting power of attorney: why it pays not to wait",
  summary:
    "A lasting power of attorney lets people you trust act for you if you cannot. It can only be made while you have capacity, and it must be registered before use. Here is why to act now.",
  body: `Most of us assume that if we became ill, our husband, wife or children could simply step in and deal with our bank, our bills and our care. In England and Wales, they cannot. Unless you have made a **lasting power of attorney**, nobody has an automatic right to make decisions for you, not even your closest family.

This guide explains what a lasting power of attorney is, what happens without one, and why it is better not to wait.

## What a lasting power of attorney is

A **lasting power of attorney** (often shortened to LPA) is a legal document in which you choose people you trust to make decisions for you. You are called the **donor**, and the people you choose are your **attorneys**.

There are two types, and you can make one or both:

- **Property and financial affairs.** This covers things like your bank accounts, bills, pensions, investments and selling your home.
- **Health and welfare.** This covers decisions about your care, where you live, your medical treatment and, if you choose to give this power, life-sustaining treatment.

An LPA must be registered with the **Office of the Public Guardian**, the government office that oversees attorneys, before it can be used.

Once registered, a property and financial affairs LPA can be used with your permission even while you can still make your own decisions. That can help if you are in hospital, for example. A health and welfare LPA can only be used when you lack **mental capacity** — the ability to understand, remember and weigh up information to make a particular decision, and to communicate that decision.

## What happens if you don't have one

If you lose mental capacity without an LPA, your family may find they cannot help in the ways they expect:

- Banks will not normally let relatives manage an account in your sole name.
- A joint bank account may carry on, but it will not help with savings, pensions or property in your name alone.
- If you own your home jointly and it needs to be sold, the sale cannot go ahead until someone has legal authority to act for you.

Your family would usually need to apply to the **Court of Protection**, the court that makes decisions for people who lack capacity, to appoint a **deputy** to manage your affairs. This is slower and more expensive than making an LPA, and the court, not you, decides who acts. A deputy is supervised by the Office of the Public Guardian, usually has to send in a report every year, and may have to pay for a yearly insurance bond.

For health and care decisions, doctors and care professionals will make decisions in your **best interests**. They should consult your family, but your family does not have the final say.

## Why not to wait

**You can only make an LPA while you have mental capacity.** A stroke, an accident or a sudden illness can take that away at any age, without warning. By then it is too late to choose your own attorneys.

**Registration takes time.** It can take weeks, and often months, after the forms are signed. If you wait until you need help, there may be a gap when nobody can act for you.

**You get to choose, calmly.** Making an LPA while you are well gives you time to think about who you trust and what matters to you, and to talk it through with your family.

**A diagnosis does not always mean it is too late.** Many people with an early diagnosis of dementia can still make an LPA, as long as they understand what they are signing. If you have had a diagnosis, act soon.

## Choosing attorneys and a certificate provider

Your attorneys must be 18 or over. For a property and financial affairs LPA, they must not be bankrupt. Choose people who are trustworthy, organised and likely to be around for many years.

If you appoint more than one attorney, you decide how they act:

- **Jointly**, meaning they must all agree on every decision.
- **Jointly and severally**, meaning they can act together or on their own.
- **Jointly for some decisions** and jointly and severally for others.

If attorneys must act jointly and one of them can no longer act, the LPA may stop working. Naming **replacement attorneys** can help avoid this. You can also give instructions your attorneys must follow, and preferences they should take into account.

Every LPA also needs a **certificate provider**. This is someone who confirms that you understand the LPA and are not being pressured into making it. It must be either someone who has known you well for at least two years, or a professional such as a doctor or solicitor. It cannot be a member of your family or one of your attorneys.

## Fees, forms and keeping it safe

The Office of the Public Guardian charges a registration fee for each LPA. At the time of writing (September 2026), people receiving certain means-tested benefits may pay nothing, and people on a low income may pay a reduced fee. Check the current fee on GOV.UK before you apply.

Mistakes on the forms can lead to an LPA being rejected, which means more delay. Once it is registered, keep it somewhere safe and tell your attorneys where it is. Older enduring powers of attorney, made before 1 October 2007, are still valid, but they must be registered once you are losing, or have lost, mental capacity.

Our wills, probate and later life team at our Bramhall office prepares lasting powers of attorney and guides you through registration. Read more about our [lasting powers of attorney service](/services/lasting-powers) and [our LPA prices](/compliance/lasting-powers-attorney), or book a [free 30-minute consultation](/consultation).`,
  practiceArea: "lasting-powers",
  author: "aisha-rahman",
  publishedAt: "2026-09-22T09:00:00Z",
  seoTitle: "Lasting power of attorney: why not to wait",
  seoDescription:
    "What a lasting power of attorney is, what happens if you lose capacity without one, and why it is worth making one now, while you can still choose who acts.",
};

export default article;

import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "no-fault-divorce-how-it-works",
  title: "No-fault divorce: how it works in England and Wales",
  summary:
    "Since April 2022 nobody has to be blamed for a divorce. We explain the steps, the waiting periods, and why money and pensions need sorting before the final order.",
  body: `Since **6 April 2022**, couples in England and Wales can divorce without blaming each other. The change came from the Divorce, Dissolution and Separation Act 2020. Nobody has to prove adultery or "unreasonable behaviour", and nobody has to wait years after separating before they can apply.

Below we explain the steps, the waiting times and the things people often forget. The same rules apply to ending a civil partnership, which is called **dissolution**.

**Starting the application.** You can apply once you have been married for at least one year. You make a **statement of irretrievable breakdown** — a short statement that the marriage has broken down for good. The court accepts that statement as proof. You do not have to give reasons.

There are two ways to apply:

- **A sole application** — one of you applies, and the other (called the **respondent**) is sent the papers.
- **A joint application** — you apply together, as joint applicants.

Most people apply online through GOV.UK. You will need your marriage certificate (or a certified copy) and the court fee, which you can check on GOV.UK. If you have a low income or receive certain benefits, you may be able to get help paying it.

In a sole application, the respondent can only dispute the divorce on narrow grounds, such as whether the marriage was legally valid or whether the courts of England and Wales can deal with it. They cannot stop the divorce simply because they do not want it.

## The waiting times: 20 weeks, then 6 weeks and a day

The law builds in time to pause and think.

1. **The reflection period.** You must wait at least 20 weeks from the date the court issues (formally starts) the application. After that you can apply for a **conditional order** — a document saying the court sees no reason why you cannot divorce. It used to be called a decree nisi.
2. **The final order.** You must then wait at least six weeks and one day after the conditional order before you can apply for the **final order**. This is the document that legally ends the marriage. It used to be called a decree absolute.

So the quickest a divorce can take is a little over six months. It often takes longer, especially while money matters are being worked out. That is not a bad thing, as the next section explains.

## Money and property are a separate process

This is the point we most want you to take away. **The divorce itself does not deal with money.** Ending the marriage and dividing the house, savings and pensions are two separate things.

To make a financial agreement legally binding, you need a **financial order** from the court. If you both agree, this can be a **consent order** — your agreement written in legal form and approved by a judge. If you cannot agree, either of you can ask the court to decide.

Timing matters. We usually advise people not to apply for the final order until a financial order has been made, or at least agreed. Here is why:

- **Pensions.** Once the final order is made, you are no longer husband and wife, or civil partners. You could lose rights under your spouse's pension, such as a pension paid to a widow or widower if they die.
- **Open claims.** Without a financial order, claims against each other can stay open for years, even long after the divorce. A new house, an inheritance or a pay rise could be drawn into a claim later.
- **Remarriage.** If you remarry before applying for a financial order, you can lose the right to make some claims.

## Children

A divorce does not decide where children will live or how much time they spend with each parent. Most parents agree these arrangements between themselves, sometimes with help from a family mediator. The court only becomes involved if you cannot agree, and then it puts the child's welfare first.

Before you apply to court about children or money, you will usually need to attend a **MIAM** — a Mediation Information and Assessment Meeting. It is a first meeting with a family mediator to see whether mediation could work for you. There are exemptions, including where there is evidence of domestic abuse.

## If there is domestic abuse

If you are in danger now, call **999**. If you call 999 from a mobile and cannot speak, press **55** when asked, so the operator knows it is a real emergency.

The free, 24-hour **National Domestic Abuse Helpline** is on **0808 2000 247**.

The courts can make protective orders. A **non-molestation order** stops someone using or threatening violence, or harassing or intimidating you. An **occupation order** decides who may live in the family home. Legal aid may be available for people who have experienced domestic abuse, depending on their finances. You do not need to have started a divorce to ask for this protection, and we will always talk to you in confidence.

## Talk to us

Every separation is different, and small decisions early on can make a big difference later. Our [family law team](/services/family-law) can guide you through the divorce, the financial order and arrangements for your children. To talk it through, book a [free 30-minute consultation](/consultation) by phone, by video or at either of our offices.`,
  practiceArea: "family-law",
  author: "hannah-doyle",
  publishedAt: "2025-10-14T09:00:00Z",
  seoTitle: "No-fault divorce: how it works, step by step",
  seoDescription:
    "How no-fault divorce works in England and Wales: sole or joint applications, the 20-week and 6-week waits, and why to agree finances before the final order.",
};

export default article;

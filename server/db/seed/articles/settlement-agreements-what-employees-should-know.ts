import { tribunalTimeLimitInBrief } from "~/content/facts/employment-rights-act-2025";
import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "settlement-agreements-what-employees-should-know",
  title: "Settlement agreements: what employees should know",
  summary:
    "Been offered a settlement agreement? We explain what it is, why you need independent advice, how the payment is taxed, and what a confidentiality clause cannot stop.",
  body: `Being offered a settlement agreement can come as a shock. You might feel relieved, worried or angry — sometimes all three at once. Taking a little time to understand the offer can help you make a calm decision.

A **settlement agreement** is a legally binding contract between you and your employer. In most cases you agree not to bring certain claims against them, such as a claim for unfair dismissal. In return, they pay you an agreed sum and agree to other terms. Settlement agreements are most often used when a job is ending, but they can also settle a dispute while you stay in work.

## Why you need independent legal advice

The law protects employees from signing away their rights without understanding them. For a settlement agreement to stop you bringing claims in an employment tribunal, it must meet strict conditions. It must be in writing and relate to particular complaints. Most importantly, you must get advice from a **relevant independent adviser** — usually a solicitor — about the terms and what they mean for your right to bring a claim. The agreement must name that adviser, and the adviser must be insured.

Because the agreement is not binding without this advice, employers usually offer to **contribute to your legal fees**. The amount varies, so check what is offered and whether it covers the advice you need. If the agreement says so and the money is paid straight to your adviser, it is not normally taxed as your income.

Even when your employer pays, your adviser works for you, not for them. Our job is to explain the agreement, check it is fair and correct, and help you negotiate if you want to.

## What is usually in the agreement

Every agreement is different, but most cover these points.

- **The payment.** This is often called a termination payment or compensation. The first **£30,000** of a genuine termination payment — money paid because your job is ending, not for work you have done — may be paid free of income tax. Anything you have already earned is taxed as normal. That includes salary up to your leaving date, holiday pay and bonuses. **Notice pay is taxed too**, even if you are not asked to work your notice. We check that the agreement splits these amounts correctly.
- **A reference.** Most employers do not have to give a reference, so agreeing the wording now can give you peace of mind. It is often attached to the agreement.
- **Confidentiality.** Many agreements ask you to keep the terms private and not to say anything negative about the employer. You can ask for this to work both ways. These clauses usually let you speak to your close family and professional advisers.
- **The claims you give up.** The agreement will list the claims you are settling. We check this carefully, because some rights, such as pension rights you have already built up, are normally kept.
- **Other terms.** These might include returning company property, an agreed announcement to colleagues, or limits on working for a competitor.

There are limits, though. A settlement agreement **cannot stop you whistleblowing**. The law calls this making a **protected disclosure** — reporting wrongdoing such as a crime, a danger to health and safety, or a breach of a legal duty, in the ways the law allows. Any clause that tries to stop this has no effect. A settlement agreement also cannot stop you **reporting a crime to the police**. If a clause seems to say otherwise, ask us about it.

## How long does it take?

The Acas Code of Practice on settlement agreements says you should be given a reasonable time to consider an offer. As a general rule, that means at least 10 calendar days, unless you agree to less.

Many agreements are finalised within a few weeks. Negotiations can take longer, especially if the payment or the reference is in dispute. Keep in mind that time limits for employment tribunal claims are short, and talks about a settlement do not stop the clock. If you think you may have a claim, get advice early.

${tribunalTimeLimitInBrief}

## "Without prejudice" and protected conversations

Offers are often made in a letter marked **"without prejudice"** or in a meeting described as a **protected conversation**. These two ideas sound similar but work differently.

- **Without prejudice** is a long-standing legal rule. Genuine attempts to settle an existing dispute usually cannot be shown to a court or tribunal later. It only applies if there is already a dispute between you.
- **A protected conversation** lets an employer raise the idea of ending your employment even when there is no dispute yet. What is said usually cannot be used in an ordinary unfair dismissal claim. But it can be used in other claims, such as discrimination or whistleblowing claims. It also loses its protection if the employer behaves improperly — for example, by bullying you, harassing you, or putting you under undue pressure to accept.

You do not have to accept an offer. You can ask questions, negotiate, or say no.

## Talk to us

If you have been handed a settlement agreement, our [employment law team](/services/employment-law) can explain it in plain English and help you decide what to do next. Offers often come with a deadline, so it helps to get in touch early. Book a [free 30-minute consultation](/consultation) by phone, by video or at either of our offices.`,
  practiceArea: "employment-law",
  author: "daniel-okafor",
  publishedAt: "2026-02-10T09:00:00Z",
  seoTitle: "Settlement agreements: a guide for employees",
  seoDescription:
    "What employees should know about settlement agreements: independent advice, fees, tax on the payment, references, confidentiality and protected conversations.",
};

export default article;

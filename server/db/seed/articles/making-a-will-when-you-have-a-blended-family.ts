import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "making-a-will-when-you-have-a-blended-family",
  title: "Making a will when you have a blended family",
  summary:
    "Stepchildren, second marriages and children from earlier relationships: why the law's default rules rarely fit a blended family, and how a will can look after everyone.",
  body: `Many families today are **blended families**: a couple where one or both partners have children from an earlier relationship, perhaps with stepchildren, half-brothers and half-sisters, and grandchildren on all sides. The law's default rules were not written with them in mind. Without a well-planned will, the people you care about may not inherit what you intend.

This guide explains the main risks and how to deal with them under the law of England and Wales.

## What happens if you don't make a will

If you die without a valid will, the **intestacy rules** decide who inherits. These are the law's fixed rules for sharing out an estate — everything you own when you die.

For a married couple or civil partners with children, at the time of writing (May 2026), the surviving spouse or civil partner receives your personal belongings, the first £322,000 of your estate and half of anything above that. Your children share the other half. If you have no children, your spouse or civil partner usually receives everything.

For blended families, this causes real problems:

- **Stepchildren inherit nothing** under the intestacy rules, unless you have legally adopted them.
- **Unmarried partners inherit nothing**, however long you have lived together.
- **Your own children may receive little or nothing** if most of your estate goes to your spouse, who may later leave it to their own children instead.

Some people who are left out can ask the court for a share of the estate, but that is slow, costly and stressful. A clear will is far better.

Two more rules often catch people out. **Marriage or civil partnership cancels an existing will**, unless the will was made with that marriage in mind. So a will made before a second marriage may no longer count. **Divorce does not cancel a will**, but it treats your former spouse as if they had died, so they lose any gift to them and can no longer act as your executor. If you are separated but not divorced, your estranged spouse can still inherit.

## The risk with simple mirror wills

Many couples make **mirror wills** — two matching wills in which each leaves everything to the other, and then to all the children when the second partner dies.

The problem is that the surviving partner is free to change their will at any time. They may remarry, which cancels their will, or drift apart from their stepchildren. Nobody needs to act in bad faith for the first partner's children to end up with nothing.

It is possible to make **mutual wills**, where both partners agree not to change their wills after the first death. These are rigid, and they can cause disputes, so they are rarely the best answer.

## Ways to look after everyone

Practical ways to protect both your partner and your own children include:

- **A life interest trust.** Your share of the family home, or of your savings, is held in trust after your death. A **trust** is an arrangement where people you choose (the trustees) look after property for others. Your partner can live in the home, or receive the income, for the rest of their life. When they die, your share passes to the people you have chosen, such as your children.
- **Owning your home as tenants in common.** If you own your home as **joint tenants**, it passes automatically to the survivor, whatever your will says. As **tenants in common**, you each own a share that you can leave in your will. Changing from one to the other is called **severing** the joint tenancy. It usually needs a short written notice and a form sent to HM Land Registry.
- **Naming stepchildren clearly.** A gift to "my children" may not include stepchildren. If you want them to benefit, name them.
- **Choosing executors and trustees with care.** An **executor** is the person who deals with your estate after you die. In a blended family, choosing one person from each side, or someone independent, can help everyone trust the process.
- **A letter of wishes.** This is a private note to your executors explaining your thinking. It is not legally binding, but it can prevent hurt and misunderstanding.

## Pensions, insurance, guardians and tax

Some of your most valuable assets may not be covered by your will at all:

- **Pension death benefits** are often paid at the discretion of the pension scheme. Most schemes ask you to complete a nomination form saying who you would like to benefit. Check it is up to date.
- **Life insurance** may be written in trust, so it goes to the people named in the policy. Check who they are.
- **Guardians.** If you have children under 18, you can name a guardian in your will. This usually only takes effect if there is no surviving parent with **parental responsibility** — the legal rights and duties of a parent. A step-parent does not have parental responsibility automatically.

On **inheritance tax**, gifts to a spouse or civil partner are usually free of tax. There is also an extra tax-free allowance when your home passes to your direct descendants, and for this purpose stepchildren count as direct descendants. Whether it helps you depends on the size of your estate and how your will is written.

## Keep your will up to date

Review your will whenever your family changes: a marriage, a separation, a new baby, a new grandchild or a house move. Talking to your family about your plans is not easy, but it can avoid upset later.

Our wills and probate team at our Bramhall office helps blended families plan wills that are fair to everyone. Read more about our [wills and probate service](/services/wills-probate) and our [wills and probate prices](/compliance/wills-probate), or book a [free 30-minute consultation](/consultation) to talk through your situation.`,
  practiceArea: "wills-probate",
  author: "eleanor-carrow",
  publishedAt: "2026-05-19T09:00:00Z",
  seoTitle: "Making a will in a blended family: protect everyone",
  seoDescription:
    "Stepchildren, second marriages and children from earlier relationships: why intestacy rules and mirror wills can leave people out, and how a good will helps.",
};

export default article;

import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "stamp-duty-after-april-2025-what-buyers-pay-now",
  title: "Stamp duty after April 2025: what buyers pay now",
  summary:
    "The stamp duty thresholds changed on 1 April 2025. We explain the current rates for home movers, first-time buyers and people buying an extra home, with worked examples.",
  body: `**Stamp Duty Land Tax** (usually just called stamp duty) is a tax you pay when you buy a home or land in England above a certain price. It also applies in Northern Ireland. Wales and Scotland have their own taxes with different rules, so this guide does not cover them.

On **1 April 2025**, the higher thresholds that had applied since September 2022 came to an end. Many buyers now pay more than they would have done before. Below are the rates at the time of writing (January 2026), with worked examples.

## The standard rates

Stamp duty is charged in slices, a bit like income tax. You pay each rate only on the part of the price that falls within that band:

- Up to £125,000: **0%**
- £125,001 to £250,000: **2%**
- £250,001 to £925,000: **5%**
- £925,001 to £1.5 million: **10%**
- Above £1.5 million: **12%**

**Example: a home mover buying for £295,000**

- First £125,000 at 0%: £0
- Next £125,000 at 2%: £2,500
- Last £45,000 at 5%: £2,250

Total: **£4,750**. Before April 2025, when the 0% band went up to £250,000, the same purchase cost £2,250.

## First-time buyers

First-time buyers get a relief, which means a lower bill:

- Up to £300,000: **0%**
- £300,001 to £500,000: **5%**

If the price is more than £500,000, there is no relief at all. You pay the standard rates on the whole price.

To count as a first-time buyer, you must never have owned a home, or a share of one, anywhere in the world. That includes a home you inherited. You must also be buying the property to live in as your main home. If you are buying with someone else, **every buyer** must be a first-time buyer.

**Example: a first-time buyer paying £450,000**

- First £300,000 at 0%: £0
- Last £150,000 at 5%: £7,500

Total: **£7,500**. At the standard rates, the same home would cost £12,500 in stamp duty.

Watch the £500,000 limit. At £500,000, a first-time buyer pays £10,000. At £510,000, the relief is lost and the bill is £15,500.

## Buying an additional home

If you will own more than one home at the end of the day you complete your purchase, you will usually pay the **higher rates for additional dwellings**. For purchases completing on or after 31 October 2024, these add **5 percentage points** to every band. So the rates become 5%, 7%, 10%, 15% and 17%.

This often applies to:

- buying a buy-to-let property or a holiday home
- buying a new home before you have sold your old one
- buying a home for a grown-up child, in your name

Married couples and civil partners who live together are treated as one buyer. So if your spouse already owns a home, the higher rates may apply to you. Homes owned abroad count too. Purchases under £40,000 are not charged the higher rates.

**Example: buying an additional home for £300,000**

- First £125,000 at 5%: £6,250
- Next £125,000 at 7%: £8,750
- Last £50,000 at 10%: £5,000

Total: **£20,000**.

If you are replacing your main home, but buy the new one before selling the old one, you will normally pay the higher rates at first. You can then claim the extra back if you sell your old main home within three years. There are time limits for claiming, so tell us as soon as your sale completes.

The rules on what counts as owning another home are detailed. For example, owning part of an inherited house may or may not count. Tell us about everything you own, and we will check.

## Buyers who are not UK resident

If you are not resident in the UK for stamp duty purposes, you pay an extra **2 percentage points** on top of all the rates above. This test is not the same as the one for income tax. Broadly, it depends on how many days you have spent in the UK in the year before you buy.

**Example: a non-resident first-time buyer paying £500,000**

- First £300,000 at 2%: £6,000
- Last £200,000 at 7%: £14,000

Total: **£20,000**.

## Paying the tax and getting it right

A stamp duty return must be sent to HM Revenue and Customs (HMRC) and the tax paid **within 14 days of completion**. Late returns and late payment can lead to penalties and interest. In most purchases, your solicitor files the return for you, and you send us the money before completion.

Include stamp duty in your budget from the start, alongside your deposit, legal fees, searches and moving costs. HMRC has an online calculator on GOV.UK, but it relies on you answering its questions correctly. Shared ownership, new leases with a yearly rent, and buying more than one home at once all have their own rules.

Our [conveyancing costs guide](/services/conveyancing/conveyancing-costs) explains the other costs of buying, and our [purchase price page](/compliance/residential-purchase) sets out our fees. To check what you will pay on a particular home, read about our [conveyancing service](/services/conveyancing) or book a [free 30-minute consultation](/consultation).`,
  practiceArea: "conveyancing",
  author: "tom-whitworth",
  publishedAt: "2026-01-13T09:00:00Z",
  seoTitle: "Stamp duty from April 2025: rates and worked examples",
  seoDescription:
    "Stamp duty rates in England since 1 April 2025 for home movers, first-time buyers, additional homes and non-UK residents, with worked examples of the tax due.",
};

export default article;

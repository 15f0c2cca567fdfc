import type { PageMeta, Section } from "~/content/types";

export const aboutPage = {
  meta: {
    title: "Our Story",
    description:
      "{shortName} was founded in 1998 by Eleanor Carrow and Richard Hale. Two Stockport offices, plain English, fixed fees where we can, and a named contact.",
  },
  heading: "Our story",
  lead: "{firmName} has helped people and businesses in Stockport and south Manchester since 1998. We are a local firm with two offices, in Bramhall and Heaton Moor.",
  sections: [
    {
      heading: "How we began",
      body: `Eleanor Carrow and Richard Hale founded the firm in Greater Manchester in **1998**. They wanted a firm where people could get sound legal help from solicitors they could talk to, without jargon and without surprises on the bill.

Both founders still work at the firm. Eleanor leads our [wills, probate and later life](/services/wills-probate) work, and Richard leads our [business and commercial](/services/business-law) work. You can read about them, and everyone else on the team, on our [team page](/about/team).`,
    },
    {
      heading: "Two offices in Stockport",
      body: `We have two offices, so you can see us close to home:

- **Bramhall office**, in the centre of Bramhall village: {bramhallAddress}. Our wills and probate, residential property, personal injury and disputes teams are based here.
- **Heaton Moor office**, on the edge of Heaton Moor's main shopping street: {heatonMoorAddress}. Our family, business, employment, crime and motoring lawyers are based here, with members of our property team.

You can meet us at either office, whichever suits you. We can also talk by phone or video. We are open {weekdayHours}{byAppointment}.`,
    },
    {
      heading: "How we work",
      body: `- **Plain English.** We explain the law and your options in words you can understand, and we put our advice in writing so you can read it again later.
- **Fixed fees where we can.** We offer a fixed fee wherever the work allows it. Where a fixed fee isn't possible, we give you an honest estimate in writing and tell you straight away if it is likely to change. You can see our published prices on our [compliance pages](/compliance).
- **A named person on every matter.** You will always know who is dealing with your work and who supervises them, and how to reach them.
- **A free first conversation.** You can [book a free 30-minute consultation](/consultation) to talk through your situation before you decide anything.`,
    },
    {
      heading: "Regulated by the SRA",
      body: `{firmName} is authorised and regulated by the **Solicitors Regulation Authority (SRA)**, SRA number **{sraNumber}**. The SRA sets the standards we must meet, including how we look after your money and your information.

You can check our details on the [SRA's register](https://www.sra.org.uk/consumers/register/). If you are ever unhappy with our service, our [complaints procedure](/complaints) explains what to do.`,
    },
    {
      heading: "What we value",
      body: `- **Honesty.** We tell you what we think, including when the news isn't what you hoped for. We never promise an outcome we can't guarantee.
- **Kindness.** Many people come to us at a hard time: after a death, during a separation, or when a house move is under pressure. We take the time to listen.
- **Clarity.** You should always know what is happening, what comes next and what it will cost.
- **Care with the details.** Legal work depends on getting small things right, and we check our work carefully.`,
    },
    {
      heading: "Find out more",
      body: `Read [more about how we work](/about/more), including how we check identity, look after client money and make adjustments for people who need them. Or see the full list of our [legal services](/services).`,
    },
  ],
} satisfies { meta: PageMeta; heading: string; lead: string; sections: Section[] };

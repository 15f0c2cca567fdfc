import { inheritanceTaxAllowances, pensionsInTheEstate } from "~/content/facts/inheritance-tax";
import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "heaton-moor",
  meta: {
    title: "Solicitors in Heaton Moor",
    description:
      "{shortName}'s Heaton Moor office, by the main shopping street. Family law, conveyancing for period homes and flats, wills and probate in SK4.",
  },
  heading: "Solicitors in Heaton Moor",
  lead: "One of our two offices is in Heaton Moor, on the edge of the main shopping street. Our family law and Heaton Moor property teams work here, and the first 30-minute consultation is free.",
  nearestOffice: "heaton-moor",
  gettingHere: `Find us at {heatonMoorAddress}, on the edge of Heaton Moor's main shopping street.

**Walking:** most of Heaton Moor is within a comfortable walk of the office.

**Train:** Heaton Chapel station, one stop from Stockport on the line to Manchester Piccadilly, is a short walk away. From Stockport town centre, the train ride takes only a few minutes.

**Driving:** allow time to find a space, as parking around the shops can be busy.

Appointments run {weekdayHours}{byAppointment}.`,
  sections: [
    {
      heading: "Heaton Moor's Victorian streets",
      body: `Heaton Moor sits between Heaton Chapel and Heaton Mersey, in the north-west of Stockport borough. It grew up in the Victorian era, when the railway made it easy to live here and work in Manchester. Many of the large villas and semis built then still stand, alongside Edwardian houses and later infill. Parts of Heaton Moor are designated **conservation areas**, where the council takes extra care over changes to buildings and trees.

Its main shopping street has independent shops, cafés, bars and restaurants. Some of the biggest old houses have been divided into flats, so many homes here are leasehold apartments inside period buildings.`,
    },
    {
      heading: "The work we do here",
      body: `Our Heaton Moor office is the base for our Head of Family Law, [Hannah Doyle](/team/hannah-doyle), and for property solicitor [Tom Whitworth](/team/tom-whitworth). Local pages explain the questions we are asked most:

- [Family law in Heaton Moor](/locations/heaton-moor/family-law)
- [Conveyancing in Heaton Moor](/locations/heaton-moor/conveyancing), including flats in converted villas
- [Wills and probate in Heaton Moor](/locations/heaton-moor/wills-probate)`,
    },
    {
      heading: "Other help from this office",
      body: `Founding partner [Richard Hale](/team/richard-hale) advises local businesses on [business law](/services/business-law) and [commercial disputes](/services/commercial-litigation). [Daniel Okafor](/team/daniel-okafor) handles [employment law](/services/employment-law), and [James Mercer](/team/james-mercer) deals with [criminal law](/services/criminal-law) and [motoring offences](/services/motoring-offences).

Our wills and later-life team is based in Bramhall, but can see you here when that is easier.`,
    },
    {
      heading: "Come and see us",
      body: `[Book a free 30-minute consultation](/consultation) here in Heaton Moor, by phone or by video. Or call {phone}, or use the [contact form](/contact), and we will get back to you.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Heaton Moor",
        description:
          "Wills and probate for Heaton Moor homeowners: Inheritance Tax on period houses, downsizing and lifetime gifts. Meet us at our Heaton Moor office.",
      },
      heading: "Wills and probate in Heaton Moor",
      lead: "Heaton Moor's period houses have risen a lot in value over the years, which can bring Inheritance Tax into view. Our wills and probate team helps you plan, and can meet you at our Heaton Moor office.",
      sections: [
        {
          heading: "Inheritance Tax and a valuable home",
          body: `${inheritanceTaxAllowances} For owners of larger Heaton Moor houses, the reduction above £2 million is worth knowing early.

${pensionsInTheEstate}`,
        },
        {
          heading: "Downsizing to a flat",
          body: `Many people in a big Victorian house think about moving somewhere smaller. Downsizing need not mean losing the residence allowance. Special rules can protect some or all of it, as long as what you leave passes to your direct descendants. We explain how this works before you sell.`,
        },
        {
          heading: "Gifts during your lifetime",
          body: `Some people help children or grandchildren with a house deposit. Most gifts fall outside Inheritance Tax if you live for seven years afterwards, and some small gifts are exempt straight away. We help you keep records so your executors can show what was given and when. See our [wills and probate price page](/compliance/wills-probate) and [wills and probate service](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question: "Who handles wills at the Heaton Moor office?",
          answer: `Our wills specialists, [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman), are based in Bramhall. They can meet you at Heaton Moor by arrangement, or speak by phone or video.`,
        },
        {
          question: "I'm executor for my mother's Heaton Moor house. Where do I start?",
          answer: `Secure and insure the house, find the will, and list what she owned and owed. We can then value the estate and apply online for probate, the legal right to deal with the estate. Our [executor's guide](/services/executor-of-wills) explains the role.`,
        },
        {
          question: "Should I also make a lasting power of attorney?",
          answer: `It is worth considering at the same time. See our [lasting powers of attorney service](/services/lasting-powers) and [price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Heaton Moor",
        description:
          "Conveyancing in Heaton Moor: conservation areas, flats in converted Victorian villas and share-of-freehold blocks. Tom Whitworth, in SK4.",
      },
      heading: "Conveyancing in Heaton Moor",
      lead: "Heaton Moor's conservation areas and converted villas raise their own questions. Tom Whitworth and our property team do the conveyancing, the legal work of a home move, from our Heaton Moor office, close to the homes they deal with.",
      sections: [
        {
          heading: "Buying in a conservation area",
          body: `Parts of Heaton Moor are conservation areas. In these areas, some changes that would normally be allowed without planning permission need approval. Before cutting back or felling most trees, you have to give the council six weeks' notice.

We check the local search from Stockport Council for conservation area status and any planning history, and explain what it means for any changes you have in mind.`,
        },
        {
          heading: "Flats in converted villas",
          body: `Many large Victorian houses here have been split into flats. These are usually **leasehold**, and sometimes the flat owners jointly own the freehold, known as a **share of freehold**.

We check the lease length, who repairs the roof and outside walls, how costs are shared, and whether the lease plan matches what is actually there, such as a garden, cellar or parking space. Where flat owners run a management company, we check it is properly set up and up to date.`,
        },
        {
          heading: "Searches, fees and more",
          body: `We also order drainage and environmental searches and check whether a coal mining search is advised. See our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches). Fees are on the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages. Our [conveyancing service](/services/conveyancing) explains more.`,
        },
      ],
      faqs: [
        {
          question: "What is a share of freehold?",
          answer: `It means you own your flat on a long lease and also part of the freehold of the whole building, usually through a company or jointly with the other flat owners. You then have more say over how the building is run.`,
        },
        {
          question: "Can I add a dormer window to a house in a conservation area?",
          answer: `Possibly, but you will probably need planning permission. Check with Stockport Council or a planning adviser before you commit to buying if this matters to you.`,
        },
        {
          question: "Who will handle my move?",
          answer: `[Tom Whitworth](/team/tom-whitworth), a Senior Associate Solicitor, at our Heaton Moor office, supported by [Priya Shah](/team/priya-shah), our Head of Residential Property.`,
        },
      ],
      team: ["tom-whitworth", "priya-shah"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Heaton Moor",
        description:
          "Family law at our Heaton Moor office with Hannah Doyle: financial settlements, disclosure, court stages and mediation. Free first consultation.",
      },
      heading: "Family law in Heaton Moor",
      lead: "Our family law team is based right here in Heaton Moor. Hannah Doyle, our Head of Family Law, meets clients at the office, and can also speak to you by phone or video.",
      sections: [
        {
          heading: "Sorting out the finances",
          body: `When a marriage or civil partnership ends, both people must give **full and frank disclosure**: an honest account of income, property, savings, pensions and debts. This is often done on a court form called Form E, even when there is no court case.

With that information, we can advise on what a fair settlement might look like and negotiate on your behalf.`,
        },
        {
          heading: "If the court is involved",
          body: `Financial cases that reach court usually go through three stages. At the **first appointment**, the judge sets out what information is needed. At the **financial dispute resolution hearing**, a judge gives a view to help you settle. Only if you still cannot agree is there a **final hearing**. Hearings for Heaton Moor, like the rest of the Stockport borough, are usually held at the Stockport County Court and Family Court hearing centre, in Stockport Justice Centre, though the court decides the venue.`,
        },
        {
          heading: "Trying other ways first",
          body: `The family courts now expect separating couples to consider ways of settling outside court, such as mediation or arbitration. We will talk through which might suit you, and support you throughout. See our [family law service](/services/family-law) for more.`,
        },
      ],
      faqs: [
        {
          question: "Can I meet Hannah in person?",
          answer: `Yes. Hannah works from our Heaton Moor office. [Book your free first consultation](/consultation) and choose to come in, or to talk by phone or video.`,
        },
        {
          question: "How long does a financial settlement take?",
          answer: `If you agree early, a consent order (your agreement, approved by a judge) can often be in place within a few months. A contested court case usually takes much longer. We give you a realistic idea at the start.`,
        },
        {
          question: "What if my ex won't tell the truth about money?",
          answer: `The court can order disclosure and can draw conclusions from a refusal. Hiding assets can lead to a settlement being set aside later. We can help you ask the right questions.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

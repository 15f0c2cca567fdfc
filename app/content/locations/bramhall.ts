import { inheritanceTaxAllowances, pensionsInTheEstate } from "~/content/facts/inheritance-tax";
import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "bramhall",
  meta: {
    title: "Solicitors in Bramhall",
    description:
      "Our Bramhall office is in the village centre. Wills, probate, home moves and family law for Bramhall people, with a free 30-minute first talk.",
  },
  heading: "Solicitors in Bramhall",
  lead: "{shortName} has an office in the centre of Bramhall village, so for most people in Bramhall we are only a few minutes away. We help with wills, probate, buying and selling homes, and family matters.",
  nearestOffice: "bramhall",
  gettingHere: `Our office is at {bramhallAddress}, in the centre of Bramhall village. From most homes in Bramhall it is a short walk or a drive of a few minutes.

**By train:** Bramhall station is on the line between Manchester and Stoke-on-Trent, which runs through Cheadle Hulme. The village centre is within walking distance of the station.

**By car:** if you are driving in, allow a few extra minutes to find a space in the village.

If getting out is difficult, we can speak by phone or video instead. Saturday meetings are by appointment only.`,
  sections: [
    {
      heading: "Bramhall, the village",
      body: `Bramhall is a large, leafy village in the south of Stockport borough. Its best-known building is Bramhall Hall, a black-and-white, timber-framed Tudor house set in parkland and looked after by Stockport Council.

Around the village centre, with its independent shops, cafés and restaurants, are streets of detached and semi-detached homes, much of it built during the twentieth century. Plenty of Bramhall families have lived in the same house for decades, and many homeowners here are now retired.`,
    },
    {
      heading: "What Bramhall clients ask us about",
      body: `Being in the village means you can call in without a long journey. We can help with:

- **Wills and later life.** Making or updating a will, lasting powers of attorney and dealing with an estate after a death. See [wills and probate in Bramhall](/locations/bramhall/wills-probate).
- **Moving house.** Selling a long-held family home, buying in the village, or downsizing nearby. See [conveyancing in Bramhall](/locations/bramhall/conveyancing).
- **Family changes.** Separation, divorce and arrangements for children. See [family law in Bramhall](/locations/bramhall/family-law).`,
    },
    {
      heading: "Who you will meet here",
      body: `Several of our team work from the Bramhall office day to day. [Eleanor Carrow](/team/eleanor-carrow), one of our founding partners, leads the wills, probate and later-life team with [Aisha Rahman](/team/aisha-rahman). [Priya Shah](/team/priya-shah) heads residential property and supervises [Mark Fielding](/team/mark-fielding).

Claims after an accident are handled by [Sarah Bennett](/team/sarah-bennett), and disputes over wills and estates by [Claire Ashworth](/team/claire-ashworth). Both are based here too. For anything else, our [full list of services](/services) shows who can help.`,
    },
    {
      heading: "Your first conversation is free",
      body: `We offer a free 30-minute first consultation. In Bramhall that usually means popping into the office, but a phone or video call works just as well.

[Book a consultation](/consultation), call us on {phone}, or use our [contact page](/contact). We are open {weekdayHours}.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Bramhall",
        description:
          "Wills, lasting powers of attorney and probate from our Bramhall village office, led by Eleanor Carrow. Published prices and a free first chat.",
      },
      heading: "Wills and probate in Bramhall",
      lead: "Our wills and probate team is based in our Bramhall office. Eleanor Carrow and Aisha Rahman help Bramhall families plan ahead and, after a death, look after the estate carefully and without fuss.",
      sections: [
        {
          heading: "When the family home is the biggest asset",
          body: `For many Bramhall homeowners, the house is worth far more today than when they bought it. That matters for **Inheritance Tax**, a tax that can be due when an estate is worth more than certain allowances.

${inheritanceTaxAllowances}

${pensionsInTheEstate} A will written with these rules in mind can make things much simpler for the people you leave behind.`,
        },
        {
          heading: "Planning for later life",
          body: `If you are retired or getting close to it, this is a good time to think ahead. Alongside a will, we often suggest a [lasting power of attorney](/services/lasting-powers), a legal document that lets people you trust make decisions for you if you cannot make them yourself one day.

Our prices for these are set out on our [wills and probate price page](/compliance/wills-probate) and our [lasting powers of attorney price page](/compliance/lasting-powers-attorney).`,
        },
        {
          heading: "After someone dies",
          body: `**Probate** is the legal right to deal with someone's estate: their money, property and belongings. The application is made online to HM Courts & Tribunals Service (HMCTS), and we can make it for you.

Where a Bramhall house has to be sold, our property team works in the same building, which keeps things joined up. If you have been named as an executor (the person a will puts in charge of the estate), our page for [executors](/services/executor-of-wills) explains the role. You can read more on our main [wills and probate page](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question:
            "My parents have lived in Bramhall for forty years. Should they update their wills?",
          answer: `It is worth checking. A will made when the children were small may name guardians who are no longer needed, or leave out grandchildren. A rise in the value of the house can also change the tax picture. A short review usually shows whether changes are needed.`,
        },
        {
          question: "Is the office easy to reach if I no longer drive?",
          answer: `Our office is in the centre of the village and Bramhall station is within walking distance. If the trip is still too much, we can do most of the work by phone or video, and send documents by post for signing.`,
        },
        {
          question: "How long will it take to deal with an estate that includes a Bramhall house?",
          answer: `It depends on the estate. Getting the grant of probate (the court document confirming the executors' authority) often takes some months. Selling the house then adds the time a normal sale takes. We give you a realistic timetable at the start and keep you updated.`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman", "claire-ashworth"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Bramhall",
        description:
          "Buying or selling a home in Bramhall? Priya Shah's property team works from our village office and knows the Stockport Council search process well.",
      },
      heading: "Conveyancing in Bramhall",
      lead: "Our residential property team is based in the Bramhall office, a few minutes from most homes in the village. We act for buyers, sellers and people remortgaging across Bramhall.",
      sections: [
        {
          heading: "Bramhall homes and what we check",
          body: `**Conveyancing** is the legal work of moving the ownership of a property from one person to another. Much of Bramhall's housing is detached and semi-detached, and a lot of it has been extended over the years.

For that reason we pay close attention to paperwork for extensions, loft conversions and conservatories. We look for planning permission where it was needed and for building regulations completion certificates, which show the work was signed off. With so many mature gardens, we also check the local search for tree preservation orders, which protect certain trees from being cut back or felled without consent.`,
        },
        {
          heading: "Searches and Stockport Council",
          body: `Bramhall is in the Metropolitan Borough of Stockport, so the local authority search goes to Stockport Council. We also order a drainage and water search and an environmental search. Parts of Stockport borough lie in a former coal-mining area, so we check whether a mining search is advised for the address. Our page on [conveyancing searches](/services/conveyancing/conveyancing-searches) explains each one.`,
        },
        {
          heading: "Fees and Stamp Duty",
          body: `Prices in Bramhall can reach the higher Stamp Duty Land Tax bands, so we confirm the tax due early on. Our fees are on the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages. For the full picture, see our [conveyancing service](/services/conveyancing).`,
        },
      ],
      faqs: [
        {
          question: "Who will do the work on my Bramhall purchase?",
          answer: `[Priya Shah](/team/priya-shah), our Head of Residential Property, leads the team. [Mark Fielding](/team/mark-fielding), a conveyancing executive rather than a solicitor, handles many files day to day under Priya's supervision.`,
        },
        {
          question:
            "We are selling the family home we have owned since the 1980s. What will we need?",
          answer: `Your title deeds if you have them, any guarantees or certificates for work done on the house, and details of any extensions. Do not worry if papers are missing. Most homes are now registered at HM Land Registry, and we can check quickly and advise on any gaps.`,
        },
        {
          question: "Can I come into the office to sign the contract?",
          answer: `Yes. You are welcome to sign in person at our office in the village. We can also send documents by post or arrange electronic signing where the lender allows it.`,
        },
      ],
      team: ["priya-shah", "mark-fielding"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Bramhall",
        description:
          "Separation, divorce and child arrangements for Bramhall families. Meet us at our village office or by video, with Hannah Doyle leading your case.",
      },
      heading: "Family law in Bramhall",
      lead: "When a relationship ends, you need clear advice close to home. Our Head of Family Law, Hannah Doyle, advises Bramhall families, and your first meeting can be at our Bramhall office or by phone or video.",
      sections: [
        {
          heading: "The house, pensions and savings",
          body: `In Bramhall the family home is often the largest thing a couple owns, and pensions may come close behind. Dividing them fairly takes care. We look at whether one of you can keep the house, whether it needs to be sold, and how pensions can be shared.

An agreement can be made legally binding by asking the court to approve it as a **consent order**, an order that both of you agree to and a judge approves.`,
        },
        {
          heading: "Children and school routines",
          body: `Where there are children, the aim is an arrangement that keeps their lives as steady as possible, including school, clubs and time with both parents. Most families settle this without a court order. Mediation, where a trained mediator helps you talk things through, often helps, and we can advise you alongside it.`,
        },
        {
          heading: "If court is needed",
          body: `Bramhall is in the Stockport borough, so family cases from here are usually heard at the Stockport County Court and Family Court hearing centre, at Stockport Justice Centre in the town centre. The court decides where a case is heard, and some hearings take place by video. Trains from Bramhall stop at Stockport. Before most applications about children or money, you must first attend a **MIAM** (a Mediation Information and Assessment Meeting), unless an exemption applies. Read more about our [family law service](/services/family-law).`,
        },
      ],
      faqs: [
        {
          question: "Hannah is based in Heaton Moor. Can I still see someone in Bramhall?",
          answer: `Yes. Your free first consultation can be held at our Bramhall office, by phone or by video. Many people find a video call easier to fit around work and children. [Book a consultation](/consultation) to choose.`,
        },
        {
          question: "Do we have to sell our Bramhall house if we divorce?",
          answer: `Not always. Sometimes one person buys the other out, or the house is kept until the children are older. It depends on your finances, your needs and the children's needs. We will explain the realistic options.`,
        },
        {
          question: "How long does a divorce take?",
          answer: `Since April 2022 divorce in England and Wales has been "no-fault". There is a wait of 20 weeks before you can ask for the conditional order, and then at least six weeks and one day before the final order. Sorting out money often takes longer than the divorce itself.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

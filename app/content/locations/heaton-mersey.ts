import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "heaton-mersey",
  meta: {
    title: "Solicitors in Heaton Mersey",
    description:
      "Solicitors for Heaton Mersey, minutes from our Heaton Moor office. Wills, estates, homes by the Mersey valley and family law. Free first talk.",
  },
  heading: "Solicitors for Heaton Mersey",
  lead: "Heaton Mersey is the southern neighbour of Heaton Moor, so our Heaton Moor office is only a few minutes away. We help Heaton Mersey residents with wills and estates, property and family matters.",
  nearestOffice: "heaton-moor",
  gettingHere: `Our Heaton Moor office is at {heatonMoorAddress}, on the edge of the main shopping street.

**By car:** the drive from Heaton Mersey normally takes about 5 to 10 minutes.

**On foot or by bus:** from the northern side of Heaton Mersey, many people walk. Local buses also run through the Heatons; the Transport for Greater Manchester journey planner has current times.

If you would rather not travel, we can speak by phone or video.`,
  sections: [
    {
      heading: "Between the Heatons and Didsbury",
      body: `Heaton Mersey lies on the western side of the Heatons, on the northern side of the Mersey valley. To the west, across the boundary, is Didsbury, in the City of Manchester. The M60 runs close by along the valley, giving quick links around Greater Manchester. Heaton Moor lies to the north, and Stockport town centre is a short drive to the east.

Today it is mainly residential, with Victorian and Edwardian houses alongside interwar and later homes.`,
    },
    {
      heading: "What we can help with",
      body: `Being on the boundary, Heaton Mersey raises a few questions of its own, such as which council holds the records for a house, or how close a home is to the river. The local pages go into the detail:

- [Wills and probate in Heaton Mersey](/locations/heaton-mersey/wills-probate), including what to do if a will might be challenged.
- [Conveyancing in Heaton Mersey](/locations/heaton-mersey/conveyancing), with checks for homes near the river.
- [Family law in Heaton Mersey](/locations/heaton-mersey/family-law), including agreements made before or during a relationship.`,
    },
    {
      heading: "Your team nearby",
      body: `Our [Heaton Moor office](/locations/heaton-moor) is home to [Hannah Doyle](/team/hannah-doyle), Head of Family Law, and [Tom Whitworth](/team/tom-whitworth), who handles residential property. Our wills and probate team works mainly from Bramhall, and can meet you in Heaton Moor by arrangement.

If you run a business, [Richard Hale](/team/richard-hale) and [Daniel Okafor](/team/daniel-okafor) can advise on commercial and employment matters.`,
    },
    {
      heading: "Free first consultation",
      body: `Your first 30 minutes with us are free. [Book online](/consultation), give us a ring on {phone}, or send a note through our [contact page](/contact). Appointments can be in the office, by phone or by video.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills & Probate Solicitors in Heaton Mersey",
        description:
          "Wills and probate for Heaton Mersey: letters of wishes, claims against an estate and safe timing for executors. Meet us in nearby Heaton Moor.",
      },
      heading: "Wills and probate in Heaton Mersey",
      lead: "A clear will helps avoid family arguments later. Our wills and probate team helps Heaton Mersey residents make wills that say what they mean, and guides executors through the estate.",
      sections: [
        {
          heading: "Explaining your choices",
          body: `If you plan to leave someone out of your will, or to treat children differently, it helps to explain why. A **letter of wishes**, a private note kept with your will, can set out your reasons. It is not legally binding, but it can help your executors and, if there is ever a dispute, show that your decisions were thought through.`,
        },
        {
          heading: "Claims against an estate",
          body: `Certain people can ask the court for more from an estate if they have not been reasonably provided for. They include a spouse or civil partner, children, a partner who lived with the person for two years, and anyone who was being supported financially.

The usual deadline is six months from the grant of probate. Executors who share out the estate before then may take a risk if a claim is likely. [Claire Ashworth](/team/claire-ashworth) advises on [inheritance disputes](/services/inheritance-disputes).`,
        },
        {
          heading: "Getting probate",
          body: `The grant of probate gives executors the legal right to deal with an estate. Applications go online to HM Courts & Tribunals Service, and we can make yours and handle the estate for you. See our [wills and probate price page](/compliance/wills-probate), [executor's guide](/services/executor-of-wills) and [wills and probate service](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question: "Where can I meet your wills team from Heaton Mersey?",
          answer: `[Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) are based in Bramhall, but can see you at our [Heaton Moor office](/locations/heaton-moor), a few minutes away, or by phone or video.`,
        },
        {
          question: "Can my will stop my family challenging it?",
          answer: `Nothing can remove the right to make a claim. But a carefully drafted will, with a letter of wishes and good records of your instructions, makes a successful challenge less likely.`,
        },
        {
          question: "Should I make a lasting power of attorney as well?",
          answer: `Many people make one alongside their will. Our page on [lasting powers of attorney](/services/lasting-powers) explains them, and the fees are on the [price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman", "claire-ashworth"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Heaton Mersey",
        description:
          "Conveyancing for Heaton Mersey: flood checks near the Mersey, the Stockport–Manchester boundary and older homes with missing consents. Fixed fees.",
      },
      heading: "Conveyancing in Heaton Mersey",
      lead: "Heaton Mersey sits on the edge of the Mersey valley and right on the boundary with Manchester. Our Heaton Moor property team, a few minutes away, deals with the conveyancing, which is the legal process of buying or selling, for homes here.",
      sections: [
        {
          heading: "Which council?",
          body: `Heaton Mersey is in the Metropolitan Borough of Stockport, so the local authority search is made with Stockport Council. Neighbouring Didsbury is in Manchester. Near the boundary, we always confirm which council covers the address, as searching with the wrong one would miss important information.`,
        },
        {
          heading: "Near the river",
          body: `Homes on lower ground towards the Mersey need a careful look at flood risk. The environmental search covers this, and we may suggest a more detailed flood report if needed. We also suggest checking that buildings insurance is available at a reasonable price before you exchange contracts. The local search also shows road schemes, which can matter close to the M60.`,
        },
        {
          heading: "Older homes and missing paperwork",
          body: `With older houses, the paperwork for past work is sometimes missing. Where the risk is low, an **indemnity policy**, a one-off insurance against certain legal problems, can be a practical answer. We explain when it helps and when it does not. See our [searches guide](/services/conveyancing/conveyancing-searches), the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages, and our [conveyancing service](/services/conveyancing).`,
        },
      ],
      faqs: [
        {
          question: "Is every home in Heaton Mersey at risk of flooding?",
          answer: `No. Flood risk depends on the exact address and the lie of the land. The searches show whether a particular address has any identified risk, and we explain the results in plain English.`,
        },
        {
          question: "Who will handle my file?",
          answer: `[Tom Whitworth](/team/tom-whitworth), a Senior Associate Solicitor at our [Heaton Moor office](/locations/heaton-moor). Our Head of Residential Property, [Priya Shah](/team/priya-shah), supervises the team.`,
        },
        {
          question: "Should I contact the council about a past extension before buying?",
          answer: `Usually not straight away, as contacting the council can affect whether an indemnity policy is available. Speak to us first and we will advise on the best order of steps.`,
        },
      ],
      team: ["tom-whitworth", "priya-shah"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Heaton Mersey",
        description:
          "Family law for Heaton Mersey: prenuptial agreements, living-together agreements, separation and children. Hannah Doyle, based in Heaton Moor.",
      },
      heading: "Family law in Heaton Mersey",
      lead: "Family law is not only about separation. Hannah Doyle, our Head of Family Law, helps people in Heaton Mersey plan ahead as well as deal with a relationship ending, from our Heaton Moor office nearby.",
      sections: [
        {
          heading: "Agreements before or during marriage",
          body: `A **prenuptial agreement**, made before a wedding, or a **postnuptial agreement**, made after, sets out how you would divide money and property if you separated. They are not automatically binding in England and Wales, but the courts usually give them real weight if both of you had advice, gave full financial information, and signed freely and in good time.`,
        },
        {
          heading: "Living together",
          body: `If you live together without marrying, a **cohabitation agreement** can record who owns what and what happens if you part. That can matter a great deal if one of you owned the home first or paid more towards it. It can also cover who pays which bills while you live together, and what happens to pets, cars and savings.`,
        },
        {
          heading: "When a relationship ends",
          body: `We help with divorce, finances and arrangements for the children, aiming for agreement wherever possible. Where there is a prenup or cohabitation agreement, we look at whether it still fits your circumstances, as a court will ask the same question. Heaton Mersey is in the Stockport borough, so any hearing would usually take place at the Stockport County Court and Family Court hearing centre, in Stockport Justice Centre; the court decides the venue. Our [family law service](/services/family-law) has more detail.`,
        },
      ],
      faqs: [
        {
          question: "When should we sign a prenup?",
          answer: `Well before the wedding. Leaving it until the last few weeks can suggest one of you was under pressure. We suggest starting at least a few months before.`,
        },
        {
          question: "How far is your office from Heaton Mersey?",
          answer: `Our [Heaton Moor office](/locations/heaton-moor) is usually 5 to 10 minutes away by car. You can also talk to us by phone or video.`,
        },
        {
          question: "How do I arrange a first meeting?",
          answer: `[Book your free 30-minute consultation](/consultation) online or phone {phone}. Let us know if you need a private time to talk.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

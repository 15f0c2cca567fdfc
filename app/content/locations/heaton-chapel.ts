import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "heaton-chapel",
  meta: {
    title: "Solicitors in Heaton Chapel",
    description:
      "Solicitors a short walk from Heaton Chapel station, at our Heaton Moor office. Wills, probate, terraced-house conveyancing and family law. Free first talk.",
  },
  heading: "Solicitors in Heaton Chapel",
  lead: "Our Heaton Moor office is a short hop from Heaton Chapel station, so for most people in Heaton Chapel we are close at hand. We help with family matters, buying and selling homes, wills and estates.",
  nearestOffice: "heaton-moor",
  gettingHere: `The Heaton Moor office is at {heatonMoorAddress}, on the edge of Heaton Moor's main shopping street.

**On foot:** from much of Heaton Chapel, the office is within walking distance.

**By train:** Heaton Chapel station is a short walk from the office. It lies on the main line between Stockport and Manchester Piccadilly, one stop from Stockport.

**By car:** from the A6 side of Heaton Chapel, the drive is usually well under ten minutes.`,
  sections: [
    {
      heading: "Heaton Chapel, one of the Heatons",
      body: `Heaton Chapel is one of the four Heatons, with Heaton Moor, Heaton Mersey and Heaton Norris, in the north-west of Stockport borough. The A6 runs through it on the way between Stockport and Manchester, and its station gives quick trains in both directions. For anyone who works in Manchester or Stockport, that short train ride is a big part of the area's appeal.

Its streets are lined with Victorian and Edwardian terraces and semis, along with interwar houses. To the north, across the boundary, is Levenshulme, which is part of the City of Manchester.`,
    },
    {
      heading: "What we help with",
      body: `We can help people in Heaton Chapel with many things, and three in particular:

- **Family matters.** Our Head of Family Law is based at the Heaton Moor office. See [family law in Heaton Chapel](/locations/heaton-chapel/family-law).
- **Buying and selling.** Many homes here are older terraces, and we know the questions they raise. See [conveyancing in Heaton Chapel](/locations/heaton-chapel/conveyancing).
- **Wills and estates.** See [wills and probate in Heaton Chapel](/locations/heaton-chapel/wills-probate).`,
    },
    {
      heading: "Based down the road in Heaton Moor",
      body: `At our [Heaton Moor office](/locations/heaton-moor) you will find [Hannah Doyle](/team/hannah-doyle) for family law and [Tom Whitworth](/team/tom-whitworth) for residential property. [Daniel Okafor](/team/daniel-okafor) advises on employment, [James Mercer](/team/james-mercer) on crime and motoring, and founding partner [Richard Hale](/team/richard-hale) on business matters.

Our wills specialists usually work from Bramhall, but they can meet you at Heaton Moor by arrangement.`,
    },
    {
      heading: "Book a free first meeting",
      body: `The first 30 minutes are free. [Book online](/consultation) for an appointment at the office, by phone or by video, call {phone}, or [send a message](/contact).`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills & Probate Solicitors in Heaton Chapel",
        description:
          "Wills for Heaton Chapel renters and homeowners alike, plus probate help for executors. Meet our wills team at Heaton Moor, by phone or by video.",
      },
      heading: "Wills and probate in Heaton Chapel",
      lead: "You do not need to own a big house to need a will. Our wills and probate team helps Heaton Chapel residents at every stage of life, and can meet you at our nearby Heaton Moor office.",
      sections: [
        {
          heading: "Do I need a will if I rent?",
          body: `Often, yes. Even without property, you may have savings, a pension, life cover through work, or belongings that matter to someone. A will lets you say who should have them and who should sort things out.

Some things sit outside your will. Pension death benefits usually follow the **nomination form** you gave your pension scheme, so keep it up to date too.`,
        },
        {
          heading: "Your first home in Heaton Chapel",
          body: `Buying your first home is a good moment to make a will, especially if you bought with a partner or friend. How you hold the property, and any declaration of trust recording your shares, affects what happens to your share if you die. We check those documents when drafting your will.`,
        },
        {
          heading: "Helping executors",
          body: `If someone has died and you are their executor, we can guide you or do the work for you. That includes applying online for probate, which is the legal right to deal with an estate. See our [wills and probate price page](/compliance/wills-probate), our [executor's guide](/services/executor-of-wills), and our main [wills and probate service](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question: "The wills team is in Bramhall. Can I see them in Heaton Moor?",
          answer: `Yes. [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) can meet you at our [Heaton Moor office](/locations/heaton-moor) by arrangement, or speak to you by phone or video.`,
        },
        {
          question: "What does a straightforward will cost?",
          answer: `Our prices are published on our [wills and probate price page](/compliance/wills-probate). We confirm the fee in writing before we start.`,
        },
        {
          question: "Should I think about a lasting power of attorney, even though I'm young?",
          answer: `Accidents and illness can happen at any age. A [lasting power of attorney](/services/lasting-powers) lets someone you trust handle your affairs if you cannot. See our [lasting powers price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Heaton Chapel",
        description:
          "Buying a Victorian terrace or semi in Heaton Chapel? We check drains, party walls and loft conversions. Conveyancing from our Heaton Moor office.",
      },
      heading: "Conveyancing in Heaton Chapel",
      lead: "Heaton Chapel is full of older terraces and semis, many of them extended or modernised. Tom Whitworth and our property team, based a short walk away in Heaton Moor, handle the conveyancing, or legal transfer, when you buy, sell or remortgage here.",
      sections: [
        {
          heading: "Victorian and Edwardian terraces",
          body: `Older terraces often share drains with the houses next door, and the pipes can be original. The drainage and water search shows how the property connects to the public sewer. Your surveyor may suggest a drain survey.

Removed chimney breasts, knocked-through walls and new drainage should all have **building regulations** sign-off. Where it is missing, we explain the risk and your options.`,
        },
        {
          heading: "Loft conversions and party walls",
          body: `A loft conversion in a terrace usually involves the walls shared with neighbours, called **party walls**. Work on them should follow the Party Wall etc. Act 1996, which requires notice to the neighbours. We ask the seller for any party wall agreements and for planning and building control records.`,
        },
        {
          heading: "Council, searches and fees",
          body: `Although Levenshulme next door is in Manchester, Heaton Chapel is in the Metropolitan Borough of Stockport, so the local authority search goes to Stockport Council. We also check whether a coal mining search is advised. See [conveyancing searches](/services/conveyancing/conveyancing-searches). Fees are on our [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages, and our [conveyancing page](/services/conveyancing) explains the service.`,
        },
      ],
      faqs: [
        {
          question: "Who will I be dealing with?",
          answer: `[Tom Whitworth](/team/tom-whitworth), a Senior Associate Solicitor in residential property, works from our [Heaton Moor office](/locations/heaton-moor). Our Head of Residential Property, [Priya Shah](/team/priya-shah), oversees the team.`,
        },
        {
          question: "The house has a loft room but no paperwork. What happens?",
          answer: `We ask the seller what was done and when. If approvals are missing, the options include an indemnity policy or, in some cases, asking the council to approve the work after the event. The order matters, because contacting the council first can rule out the insurance. Your lender's rules and your surveyor's view will shape the best choice.`,
        },
        {
          question: "Is it easy to drop in documents?",
          answer: `Yes. The office is close to Heaton Chapel station and within walking distance of much of the area. Most paperwork can also be handled securely online.`,
        },
      ],
      team: ["tom-whitworth", "priya-shah"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Heaton Chapel",
        description:
          "Family law for Heaton Chapel from our Heaton Moor office, minutes away: parental responsibility, school decisions, separation and divorce.",
      },
      heading: "Family law in Heaton Chapel",
      lead: "Our Head of Family Law, Hannah Doyle, works from our Heaton Moor office, a short walk from Heaton Chapel station. She helps parents and couples in Heaton Chapel through separation and decisions about children.",
      sections: [
        {
          heading: "Parental responsibility",
          body: `**Parental responsibility** means the legal rights and duties a parent has, such as a say in schooling and medical treatment. Mothers have it automatically. A father has it if he was married to the mother, or if he is named on a birth certificate registered from December 2003 onwards. Otherwise it can be gained by agreement or a court order.`,
        },
        {
          heading: "When parents disagree about a decision",
          body: `Sometimes parents agree on most things but not one: which school, a change of surname, or a long trip abroad. The court can make a **specific issue order** to settle a single question, or a **prohibited steps order** to stop something happening. We try to help you agree first, as that is usually quicker and kinder for the children.`,
        },
        {
          heading: "Meeting us and court",
          body: `Hannah sees clients at our [Heaton Moor office](/locations/heaton-moor). If a hearing is needed, it will usually be at the Stockport County Court and Family Court hearing centre, in Stockport Justice Centre, which hears family cases from the Heatons and the rest of the Stockport borough. The court decides the venue. Stockport is one stop by train from Heaton Chapel station. See our [family law service](/services/family-law).`,
        },
      ],
      faqs: [
        {
          question: "I'm not on my child's birth certificate. What can I do?",
          answer: `You can ask the mother to sign a parental responsibility agreement, or apply to court. If you are the father, you can also re-register the birth with the mother's agreement. We can explain which route suits you.`,
        },
        {
          question: "Can I walk in without an appointment?",
          answer: `We ask you to book, so that Hannah or a colleague is free to see you. You can [choose a time online](/consultation) or ring us, and the first 30 minutes are free.`,
        },
        {
          question: "Do we need to go to court to agree about the children?",
          answer: `No. Most parents agree arrangements without court. Written parenting plans can help. If court is needed, you will usually need to attend a MIAM with a mediator first, unless you are exempt.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

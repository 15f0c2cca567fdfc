import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "chorlton",
  meta: {
    title: "Solicitors for Chorlton",
    description:
      "Solicitors for Chorlton, M21: wills, probate, conveyancing for Manchester terraces and family law. Our Heaton Moor team works by video or in person.",
  },
  heading: "Solicitors for Chorlton",
  lead: "Chorlton is one of the furthest of our areas from our offices, so we can do most of the work for Chorlton clients by phone, e-mail and video. When you want to meet, our Heaton Moor office is the nearer of the two.",
  nearestOffice: "heaton-moor",
  gettingHere: `You will find our Heaton Moor office at {heatonMoorAddress}, on the edge of Heaton Moor's main shopping street.

**By car:** allow about 25 to 35 minutes from Chorlton, either across south Manchester or by the M60. Traffic can make it longer at peak times.

**By tram and train:** take the Metrolink into central Manchester, then a train from Manchester Piccadilly to Heaton Chapel, a short walk from the office. It works, but it takes a while.

For that reason, we suggest a video or phone call for your first conversation. It is free and just as thorough.`,
  sections: [
    {
      heading: "Chorlton in south Manchester",
      body: `Chorlton, properly Chorlton-cum-Hardy, is a suburb in the south of the City of Manchester, in the M21 postcode area. Beech Road is known for its independent shops, cafés and bars. Metrolink trams run through Chorlton into the city centre.

Much of the housing is Victorian and Edwardian terraces and semi-detached houses, with flats and later homes mixed in. To the south, towards the River Mersey, is Chorlton Water Park, a lake and green space popular with walkers and families.`,
    },
    {
      heading: "Working with a Stockport firm",
      body: `Chorlton is in Manchester, not Stockport, so some things work differently from our other areas. Property searches go to Manchester City Council, for example. The law itself is the same, and distance makes little difference when most of the work is done by e-mail and video. Whether you are buying a terrace, dealing with a parent's estate or facing a separation, we handle the Manchester side of things as a matter of routine.

- [Wills and probate in Chorlton](/locations/chorlton/wills-probate)
- [Conveyancing in Chorlton](/locations/chorlton/conveyancing)
- [Family law in Chorlton](/locations/chorlton/family-law)`,
    },
    {
      heading: "Your contacts",
      body: `Family law is led by [Hannah Doyle](/team/hannah-doyle) and residential property by [Tom Whitworth](/team/tom-whitworth), both at our [Heaton Moor office](/locations/heaton-moor). Wills and probate are handled by [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman), who usually work from Bramhall. You will always know who is dealing with your matter and how to reach them.`,
    },
    {
      heading: "Free first call",
      body: `Your first 30 minutes are free, by video, phone or in person. [Book online](/consultation), call {phone} from Monday to Friday, or [drop us a line](/contact).`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Chorlton",
        description:
          "Wills and probate for Chorlton: unmarried partners, pension nominations, gifts to charity and Manchester council tax after a death. By video.",
      },
      heading: "Wills and probate for Chorlton",
      lead: "Our wills and probate team helps Chorlton residents plan for the people and causes they care about. Most of the work can be done by video and post, so you need not travel.",
      sections: [
        {
          heading: "Partners who are not married",
          body: `Living together gives no automatic right to inherit. If your partner dies without a will, you could receive nothing from their estate, even after many years together.

Make wills that provide for each other. Check too who is named on pension nomination forms and any death-in-service benefit through work, as these are paid outside the will.`,
        },
        {
          heading: "Leaving money to charity",
          body: `Gifts to UK charities in your will are free of Inheritance Tax. And if you leave at least 10% of your net estate to charity, the rate of Inheritance Tax on the rest can fall from 40% to 36%. We can help you word charity gifts so they go where you intend.`,
        },
        {
          heading: "When someone dies in Chorlton",
          body: `Executors need to tell Manchester City Council if a home is empty, as council tax rules change. We can then apply online for probate, the court's confirmation of the executors' authority, and deal with the estate for you. Prices are on our [wills and probate price page](/compliance/wills-probate). The [executor's guide](/services/executor-of-wills) and [wills and probate page](/services/wills-probate) explain more.`,
        },
      ],
      faqs: [
        {
          question: "Can I make my will without visiting your office?",
          answer: `Yes. We take instructions by video or phone and send the draft for you to check. When it is final, we explain exactly how to sign it in front of two independent witnesses.`,
        },
        {
          question: "Who will help me?",
          answer: `[Eleanor Carrow](/team/eleanor-carrow), who leads our wills team, or [Aisha Rahman](/team/aisha-rahman), a Chartered Legal Executive. Both can also meet you at our [Heaton Moor office](/locations/heaton-moor).`,
        },
        {
          question: "What about a lasting power of attorney?",
          answer: `An LPA lets someone you choose act for you if you cannot. Nobody, not even a partner you have lived with for years, has an automatic right to do that. See [lasting powers](/services/lasting-powers) and the [price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Chorlton",
        description:
          "Conveyancing for Chorlton terraces and semis: Manchester City Council searches, drain surveys, back alleys, chief rents and flood checks.",
      },
      heading: "Conveyancing in Chorlton",
      lead: "Chorlton has many streets of Victorian and Edwardian terraces and semis. Our property team handles the conveyancing (the legal work of transferring a home) for Chorlton buyers and sellers from Heaton Moor, almost entirely by phone, e-mail and secure online forms.",
      sections: [
        {
          heading: "Searches from Manchester",
          body: `Chorlton is in the City of Manchester, so the local authority search comes from Manchester City Council. We add a drainage and water search and an environmental search. The council search also shows whether the road outside is publicly maintained and whether any planning enforcement action affects the property. For homes towards the Mersey and the Water Park, we look closely at any flood risk the environmental search identifies.`,
        },
        {
          heading: "Old houses, old drains",
          body: `Older terraces like Chorlton's often have clay drains, sometimes shared with neighbours. A **drain survey**, where a camera is passed through the pipes, can reveal cracks or root damage before you buy. Your surveyor can advise whether one is worthwhile.

Back alleys and shared passages are common too. We check that the title gives you the right to use them, and whether you share responsibility for their upkeep.`,
        },
        {
          heading: "Chief rents and fees",
          body: `Older houses in Manchester are often subject to a **chief rent**, a small yearly rentcharge. We check whether one applies and has been paid. Our [guide to searches](/services/conveyancing/conveyancing-searches) explains each check, and our fixed fees are set out for a [purchase](/compliance/residential-purchase), a [sale](/compliance/residential-sale) and a [remortgage](/compliance/residential-mortgage). The [conveyancing service](/services/conveyancing) page covers the rest.`,
        },
      ],
      faqs: [
        {
          question: "Why use a conveyancer from Stockport for a Chorlton house?",
          answer: `Conveyancing law is the same across England, and searches and Land Registry work are done online. What matters is a careful, responsive team. You can still meet us at [Heaton Moor](/locations/heaton-moor) if you want to.`,
        },
        {
          question: "Who will handle my purchase?",
          answer: `[Tom Whitworth](/team/tom-whitworth), a Senior Associate Solicitor, with oversight from [Priya Shah](/team/priya-shah), our Head of Residential Property.`,
        },
        {
          question: "The seller has done a loft conversion. What do you check?",
          answer: `Planning permission where needed, building regulations completion, and any party wall notices to neighbours. If paperwork is missing, we explain the risks and options.`,
        },
      ],
      team: ["tom-whitworth", "priya-shah"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Chorlton",
        description:
          "Family law for Chorlton: divorce, civil partnership dissolution, parenting plans and co-parenting. Hannah Doyle advises by video or in person.",
      },
      heading: "Family law for Chorlton",
      lead: "Whether you are married, in a civil partnership or living together, our Head of Family Law, Hannah Doyle, can help when a relationship ends. Chorlton clients usually talk to her by video.",
      sections: [
        {
          heading: "Ending a civil partnership",
          body: `A civil partnership is ended by **dissolution**. It works in much the same way as divorce: an online application, a 20-week wait before the conditional order (the court's first decision that the partnership can end), and then the final order, which ends it. Money and property are dealt with under the same rules as for married couples.`,
        },
        {
          heading: "Parenting plans",
          body: `A **parenting plan** is a written agreement between separated parents about how they will share care. It can cover weekdays and weekends, school holidays, birthdays, how you will talk about decisions, and how the children keep in touch with the other parent.

It is not legally binding, but it gives everyone a clear framework. Plans work best when they are reviewed as the children grow. If both of you stay in or near Chorlton, shared care can be easier to organise, for example when both homes are close to the children's school.`,
        },
        {
          heading: "Court, if needed",
          body: `If agreement is not possible, a court may decide. Chorlton is in the City of Manchester, so hearings are usually held at the Manchester Civil Justice Centre, home of the Manchester Family Court, though the court decides the venue. From Chorlton, it is a short tram ride into the city centre. See our [family law service](/services/family-law).`,
        },
      ],
      faqs: [
        {
          question: "Can I get all my advice by video?",
          answer: `Much of it, yes. You may never need to come to the office at all. If you would like to meet, Hannah is based at our [Heaton Moor office](/locations/heaton-moor).`,
        },
        {
          question: "We were never married. What are our rights?",
          answer: `There is no "common-law marriage" in England. Your rights depend mainly on who owns the home and any agreements you made. Where there are children, claims can also be made for their benefit.`,
        },
        {
          question: "How do I start?",
          answer: `[Book a free 30-minute consultation](/consultation) or call {phone}. We can arrange a video call at a time that suits you.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

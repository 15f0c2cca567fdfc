import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "east-didsbury",
  meta: {
    title: "Solicitors in East Didsbury",
    description:
      "Solicitors for East Didsbury, M20, from our Heaton Moor office across the Stockport boundary. Wills, probate, Manchester conveyancing, family law.",
  },
  heading: "Solicitors for East Didsbury",
  lead: "East Didsbury is on the Manchester side of the boundary with Stockport, and our Heaton Moor office is a short drive away. We help East Didsbury residents with wills and estates, home moves and family law.",
  nearestOffice: "heaton-moor",
  gettingHere: `Our Heaton Moor office is at {heatonMoorAddress}.

**By car:** allow about 15 to 20 minutes from East Didsbury, heading east through Heaton Mersey. Rush-hour traffic around Kingsway and the M60 can add time.

**By public transport:** there is no direct train or tram to Heaton Moor. For buses, check the Transport for Greater Manchester journey planner, as the best route may involve a change.

You can also choose a phone or video appointment and visit the office only when it helps.`,
  sections: [
    {
      heading: "The Manchester edge of M20",
      body: `East Didsbury is at the south-eastern edge of the City of Manchester, in the M20 postcode area. Kingsway, part of the A34, runs through it, carrying traffic between central Manchester and Cheadle.

It is well connected. The East Didsbury Metrolink stop is the end of the tram line from the city centre through Didsbury, and East Didsbury railway station has trains into Manchester. Much of the housing is twentieth-century family homes, many of them semi-detached, with blocks of flats as well. Heaton Mersey, in Stockport, is the next-door neighbour to the east.`,
    },
    {
      heading: "Manchester rules, Stockport neighbours",
      body: `Because East Didsbury is in Manchester, some practical details differ from our Stockport areas. Property searches go to Manchester City Council, and council tax after a death is a matter for Manchester too. We deal with both councils regularly. Our local pages explain more:

- [Wills and probate in East Didsbury](/locations/east-didsbury/wills-probate)
- [Conveyancing in East Didsbury](/locations/east-didsbury/conveyancing)
- [Family law in East Didsbury](/locations/east-didsbury/family-law)`,
    },
    {
      heading: "The people who help",
      body: `At our [Heaton Moor office](/locations/heaton-moor), [Hannah Doyle](/team/hannah-doyle) leads family law and [Tom Whitworth](/team/tom-whitworth) handles residential property. Our wills and later-life team, led by [Eleanor Carrow](/team/eleanor-carrow), is based in Bramhall and can see you at Heaton Moor or by video.

For work problems, [Daniel Okafor](/team/daniel-okafor) advises on [employment law](/services/employment-law).`,
    },
    {
      heading: "First consultation free",
      body: `You can speak to us free for up to 30 minutes. [Book a consultation](/consultation) at a time that suits you, phone {phone}, or reach us through the [contact page](/contact).`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills & Probate Solicitors in East Didsbury",
        description:
          "Wills and probate for East Didsbury: when probate is needed, small estates, Manchester council tax after a death. Help from our wills team.",
      },
      heading: "Wills and probate in East Didsbury",
      lead: "After a death, families often ask whether they need probate at all. Our wills and probate team helps East Didsbury families answer that question, make wills and deal with estates.",
      sections: [
        {
          heading: "Is probate always needed?",
          body: `Not always. Probate is the legal right to deal with someone's estate, and it is usually needed when the person who died owned a house or flat in their sole name, or had larger sums in banks or investments.

It may not be needed if everything was owned jointly and passes to the survivor, or if the estate is small. Each bank or building society sets its own limit for releasing money without a grant. We can check quickly and tell you.`,
        },
        {
          heading: "Practical steps in Manchester",
          body: `East Didsbury is in Manchester, so council tax on an empty home is a matter for Manchester City Council. An exemption may apply while the estate is being dealt with, but you need to tell the council. Remember the home insurer as well, since cover often changes when a home is left empty.`,
        },
        {
          heading: "Wills for the next stage of life",
          body: `A will lets you choose who inherits, who deals with your estate, and who looks after any children. We make sure it is properly signed and witnessed so it stands up when it is needed. Our fees are published on the [wills and probate price page](/compliance/wills-probate). Executors can start with our [guide to the role](/services/executor-of-wills), and the [main wills and probate page](/services/wills-probate) covers the rest.`,
        },
      ],
      faqs: [
        {
          question: "My father's house was in joint names with my mother. Do we need probate?",
          answer: `If they owned it as joint tenants, the house passes to your mother automatically. Probate may still be needed for other assets in his sole name. We can look at the title and his accounts and let you know.`,
        },
        {
          question: "Where will I meet your wills team?",
          answer: `[Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) can see you at our [Heaton Moor office](/locations/heaton-moor) by arrangement, or by phone or video.`,
        },
        {
          question: "Is a lasting power of attorney worth doing?",
          answer: `For most adults, yes. It means someone you trust can act for you if illness or an accident leaves you unable to. Read about [lasting powers](/services/lasting-powers) and the [costs](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in East Didsbury",
        description:
          "Conveyancing in East Didsbury with Manchester City Council searches, boundary checks and flood risk near the Mersey. Tom Whitworth, Heaton Moor.",
      },
      heading: "Conveyancing in East Didsbury",
      lead: "Buying or selling in East Didsbury means working with Manchester City Council, not Stockport. Our property team at Heaton Moor, a short drive away, regularly handles the conveyancing, meaning the legal work of a move, for homes here.",
      sections: [
        {
          heading: "Manchester City Council searches",
          body: `For an East Didsbury home, the local authority search is made with Manchester City Council. It shows planning history, building control records, road and tram schemes, and other matters that affect the property.

Neighbouring Heaton Mersey is in Stockport. Near the boundary, we confirm which council covers the exact address, because a search made with the wrong one would miss what matters.`,
        },
        {
          heading: "Transport and the river",
          body: `Homes close to Kingsway or the tram line are handy for getting into the city. The local search shows any proposals that could affect a property nearby.

The River Mersey runs just to the south. For homes on lower ground, the environmental search covers flood risk, and we may suggest more detailed checks where the results call for it.`,
        },
        {
          heading: "Flats and fees",
          body: `If you are buying a flat, it will usually be leasehold, so we check the lease, service charge and any building safety questions. For a house, we look for old rentcharges and covenants, which often turn up in Manchester titles. See our [searches guide](/services/conveyancing/conveyancing-searches), and the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages. Our [conveyancing service](/services/conveyancing) page explains the process.`,
        },
      ],
      faqs: [
        {
          question: "Does it matter that you are based in Stockport?",
          answer: `No. Conveyancing is done under the same law across England, and searches are ordered electronically. We are just a short drive away if you want to meet.`,
        },
        {
          question: "Who will handle my East Didsbury sale?",
          answer: `[Tom Whitworth](/team/tom-whitworth), a Senior Associate Solicitor at our [Heaton Moor office](/locations/heaton-moor), supervised by our Head of Residential Property, [Priya Shah](/team/priya-shah).`,
        },
        {
          question: "How much Stamp Duty will I pay?",
          answer: `It depends on the price and whether you are a first-time buyer or already own a home. Our [conveyancing costs](/services/conveyancing/conveyancing-costs) page explains, and we confirm the exact figure for you.`,
        },
      ],
      team: ["tom-whitworth", "priya-shah"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in East Didsbury",
        description:
          "Family law for East Didsbury: divorce, maintenance and clean-break settlements. Hannah Doyle advises from Heaton Moor, by video or in person.",
      },
      heading: "Family law in East Didsbury",
      lead: "Ending a marriage means deciding how to separate your finances for the future. Hannah Doyle, our Head of Family Law, advises East Didsbury clients from our Heaton Moor office nearby.",
      sections: [
        {
          heading: "A clean break, or ongoing support?",
          body: `A **clean break** means that, once the home, savings and pensions are divided, neither of you can make further money claims against the other. Many people prefer it.

Sometimes it is not fair straight away, for example where one of you earns much less after years of caring for children. Then the court may order **spousal maintenance**, regular payments for a set period or longer. We advise on which is likely in your case. The home, savings, pensions and income are looked at together, so the right balance depends on your whole situation.`,
        },
        {
          heading: "Making it binding",
          body: `An agreement reached between you is not binding until a court approves it as a consent order. Without one, claims can be made years later. We draft the order and the information the court needs to approve it. If a pension is to be shared, that can only be done through a court order, so this step matters even when you get on well.`,
        },
        {
          heading: "Getting to court from East Didsbury",
          body: `East Didsbury is in the City of Manchester, so if your case needs a hearing, it will usually be at the Manchester Civil Justice Centre in the city centre, where the Manchester Family Court sits. The court decides the venue. The tram from East Didsbury runs straight into central Manchester. See our [family law service](/services/family-law) for more.`,
        },
      ],
      faqs: [
        {
          question: "Can we agree maintenance without going to court?",
          answer: `Yes, and many couples do. But to make it binding, it should be set out in a consent order approved by the court.`,
        },
        {
          question: "How do I get to your office from East Didsbury?",
          answer: `Our [Heaton Moor office](/locations/heaton-moor) is about 15 to 20 minutes by car. A video call for the first meeting saves the journey.`,
        },
        {
          question: "How do I book?",
          answer: `[Book a free first consultation](/consultation) online, or call {phone} on a weekday. Your first 30 minutes cost nothing.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

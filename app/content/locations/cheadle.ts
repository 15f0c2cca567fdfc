import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "cheadle",
  meta: {
    title: "Solicitors in Cheadle",
    description:
      "Local solicitors for Cheadle, with offices in Bramhall and Heaton Moor. Help with wills, probate, conveyancing and family law. Free first meeting.",
  },
  heading: "Solicitors serving Cheadle",
  lead: "Cheadle is within reach of both our offices. For most of Cheadle, our Bramhall office, reached through Cheadle Hulme, is the natural choice, though Heaton Moor is close as well. Whichever suits you, the first 30-minute conversation costs nothing.",
  nearestOffice: "bramhall",
  gettingHere: `Our Bramhall office is at {bramhallAddress}, in the centre of the village.

**By car:** the drive from Cheadle village usually takes about 15 to 20 minutes, heading south through Cheadle Hulme. Traffic around the A34 can be heavy at rush hour, so allow a little longer then.

**By train:** Cheadle Hulme station is on the Stoke-on-Trent line, and trains from there call at Bramhall. The office is within walking distance of Bramhall station.

**By bus:** local buses link Cheadle with Cheadle Hulme and Stockport. The Transport for Greater Manchester journey planner will show the best route on the day.`,
  sections: [
    {
      heading: "About Cheadle",
      body: `Cheadle is on the western side of Stockport borough, where it meets the City of Manchester. At its heart is a village high street of shops, cafés, pubs and restaurants. The A34 passes the edge of the village, linking it north into Manchester and south towards Cheshire.

Near the centre is Abney Hall, a Victorian house whose grounds are now a public park. Around it are streets of older terraces and villas, interwar semis, post-war family homes and more recent flats. Cheadle Hulme lies to the south and Gatley to the west.`,
    },
    {
      heading: "Help for Cheadle households",
      body: `Because Cheadle has such a mix of homes and households, the help people need varies a lot. It might be:

- naming guardians for young children in a will, or dealing with a parent's estate. Read about [wills and probate for Cheadle](/locations/cheadle/wills-probate);
- buying a first flat, moving up to a family house, or selling. Read about [conveyancing in Cheadle](/locations/cheadle/conveyancing);
- separation, divorce and where the children will live. Read about [family law in Cheadle](/locations/cheadle/family-law).`,
    },
    {
      heading: "Two offices within reach",
      body: `The [Bramhall office](/locations/bramhall) is our nearest base for most of Cheadle. It is home to our wills and probate team, led by [Eleanor Carrow](/team/eleanor-carrow), and our property team under [Priya Shah](/team/priya-shah).

Our Heaton Moor office, where [Hannah Doyle](/team/hannah-doyle) leads family law, is also a short drive from the northern side of Cheadle. You are welcome at either, and we can talk by phone or video if that is easier.`,
    },
    {
      heading: "Getting started",
      body: `[Book your free 30-minute consultation](/consultation) online, ring {phone}, or send a message through our [contact page](/contact). We will tell you who will help and what it is likely to cost before any work begins.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Cheadle",
        description:
          "Wills, guardians for children, lasting powers and probate for Cheadle families, from our nearby Bramhall office. Our prices are published online.",
      },
      heading: "Wills and probate for Cheadle",
      lead: "Whether you are a young family in Cheadle naming guardians, or an executor sorting out a parent's affairs, our wills and probate team in nearby Bramhall can guide you through it.",
      sections: [
        {
          heading: "Wills for families with children",
          body: `If you have children under 18, your will is where you name **guardians**: the people who would bring them up if you both died. If you have not appointed anyone, a court may need to decide.

A will can also set up a trust, so that money for the children is looked after until they are old enough. If you and your partner are not married, a will matters even more, because an unmarried partner does not automatically inherit anything under the law.`,
        },
        {
          heading: "How you own your Cheadle home",
          body: `Couples usually own a home in one of two ways. As **joint tenants**, the whole property passes to the survivor automatically. As **tenants in common**, each of you owns a share that can be left by will.

Which one suits you depends on your family, especially if either of you has children from an earlier relationship. We check how your home is held before drafting, and can change it if needed.`,
        },
        {
          heading: "Dealing with an estate",
          body: `After a death, the executors may need a grant of probate, which is the court's confirmation that they can deal with the estate. The application goes online to HM Courts & Tribunals Service. We can handle it for you, or just help with the harder parts. Our fees are on the [wills and probate price page](/compliance/wills-probate), and the [wills and probate service page](/services/wills-probate) explains more.`,
        },
      ],
      faqs: [
        {
          question: "Which office should I use if I live in Cheadle?",
          answer: `Our wills team works from the [Bramhall office](/locations/bramhall), about 15 to 20 minutes' drive away. If it suits you better, we can meet at Heaton Moor or hold the appointment by phone or video.`,
        },
        {
          question: "We have a new baby. What should our wills cover?",
          answer: `Mainly who you would want as guardians, how money for your child should be held, and who should manage it. It is also a good moment to think about life insurance and pension nominations, which usually sit outside a will.`,
        },
        {
          question: "Do I need a lasting power of attorney as well as a will?",
          answer: `They do different jobs. A will takes effect after death; a [lasting power of attorney](/services/lasting-powers) lets someone act for you during your lifetime if you lose the ability to decide. Prices are on our [lasting powers price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Cheadle",
        description:
          "Conveyancing for Cheadle homes, from flats near the A34 to family semis. Stockport Council searches, leasehold checks and published fixed fees.",
      },
      heading: "Conveyancing in Cheadle",
      lead: "From a first flat to a family semi, Cheadle has a wide range of homes. Our Bramhall-based property team handles the conveyancing, meaning the legal side of buying, selling or remortgaging, and explains each step as it comes.",
      sections: [
        {
          heading: "Stockport borough, not Manchester",
          body: `Cheadle borders Manchester, but it is part of the Metropolitan Borough of Stockport. So the local authority search for a Cheadle home goes to Stockport Council, which holds records of planning decisions, road schemes and other matters affecting the property.

We also order a water and drainage search and an environmental search, and consider whether a coal mining search is needed, as it is for some addresses in the borough. See our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches).`,
        },
        {
          heading: "Buying a leasehold flat",
          body: `If you are buying one of Cheadle's flats, it will usually be **leasehold**: you own the flat for a fixed number of years under a lease, rather than owning the land outright.

Before you commit, we check how many years remain on the lease, the ground rent and service charge, and any planned major works. We also ask the managing agent for its information pack. In a larger block, we check what building safety information is needed.`,
        },
        {
          heading: "Older houses near the village centre",
          body: `Older terraces and villas close to the high street can have shared drains, rights of way across neighbouring land, or boundaries that have moved over the years. We read the title plan carefully and raise questions early, so they do not hold up exchange. Fees are on our [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages.`,
        },
      ],
      faqs: [
        {
          question: "Who will handle my Cheadle purchase?",
          answer: `Our property team in Bramhall, led by [Priya Shah](/team/priya-shah) with [Mark Fielding](/team/mark-fielding). If you would rather deal with our Heaton Moor office, [Tom Whitworth](/team/tom-whitworth) works there.`,
        },
        {
          question: "How long does buying a flat in Cheadle usually take?",
          answer: `Leasehold purchases often take a little longer than freehold ones, because we wait for the managing agent's replies. Our page on the [conveyancing process](/services/conveyancing/conveyancing-process) sets out the usual stages and timings.`,
        },
        {
          question: "Will I pay Stamp Duty as a first-time buyer?",
          answer: `First-time buyers in England pay no Stamp Duty Land Tax on the first £300,000 of a home costing up to £500,000, and 5% on the part from £300,001 to £500,000. We confirm the figure for your purchase.`,
        },
      ],
      team: ["priya-shah", "mark-fielding", "tom-whitworth"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Cheadle",
        description:
          "Family law advice for Cheadle: divorce, finances and child arrangements, led by Hannah Doyle. Meet us in Heaton Moor or Bramhall, or by video.",
      },
      heading: "Family law for Cheadle",
      lead: "Separating is hard enough without travelling far for advice. Both our offices are within reach of Cheadle, so you can see Hannah Doyle, our Head of Family Law, at whichever is easier, or talk by video.",
      sections: [
        {
          heading: "Choosing where to meet",
          body: `Hannah works from our Heaton Moor office, a short drive from the northern side of Cheadle. If you live nearer Cheadle Hulme, our [Bramhall office](/locations/bramhall) may be easier, and your first consultation can be held there. Many people choose a video call so they can talk privately at a time that suits them.`,
        },
        {
          heading: "Common questions from Cheadle families",
          body: `Separating couples usually have three big questions:

1. how to divorce or end a civil partnership, and how long it takes;
2. what happens to the home, savings and pensions;
3. how the children will share time between two homes.

If you were not married, the rules are different. There is no such thing as a "common-law" spouse in English law, so your rights depend on who owns what. We explain where you stand.`,
        },
        {
          heading: "Court, mediation and getting there",
          body: `Many separating couples reach agreement through mediation or solicitor negotiation. If a judge does need to decide, family cases from Cheadle, which is part of the Stockport borough, are usually heard at the Stockport County Court and Family Court hearing centre, at Stockport Justice Centre. The court makes the final choice of venue. Stockport town centre is a short bus ride from Cheadle. More on our [family law page](/services/family-law).`,
        },
      ],
      faqs: [
        {
          question: "I think my partner and I can agree. Do I still need a solicitor?",
          answer: `Not always, but advice helps you check the agreement is fair and covers pensions. We can then turn it into a consent order, which makes the financial terms binding once a judge approves them.`,
        },
        {
          question: "What is a MIAM?",
          answer: `A Mediation Information and Assessment Meeting. Before applying to court about children or money, you normally have to attend one, so a mediator can explain whether mediation could work. Some cases are exempt, such as where there has been domestic abuse.`,
        },
        {
          question: "Can the children stay at their Cheadle school if we separate?",
          answer: `Often, yes. Keeping school and friendships steady is something parents and courts take seriously. Where one parent wants to move a long way away, we can advise on what happens if the other does not agree.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "stockport",
  meta: {
    title: "Solicitors in Stockport",
    description:
      "Solicitors for Stockport town centre and beyond, with offices in Heaton Moor and Bramhall. Wills, probate, conveyancing for flats and family law.",
  },
  heading: "Solicitors in Stockport",
  lead: "{shortName} has two offices in Stockport borough, and the town centre sits roughly halfway between them. Either is easy to reach, and the Heaton Moor office is just one stop away by train.",
  nearestOffice: "heaton-moor",
  gettingHere: `**To Heaton Moor:** take the train one stop from Stockport to Heaton Chapel. Our office at {heatonMoorAddress}, is a short hop from the station. By car, head north on the A6 and allow about 10 to 15 minutes.

**To Bramhall:** trains on the Stoke-on-Trent line run from Stockport to Bramhall via Cheadle Hulme, and our office at {bramhallAddress}, is in the village centre. By car, allow about 15 to 20 minutes.

Tell us which office suits you best when you book.`,
  sections: [
    {
      heading: "Stockport town centre",
      body: `Stockport is the main town of the Metropolitan Borough of Stockport. Its skyline is dominated by the railway viaduct, a huge Victorian brick structure that carries the West Coast Main Line over the River Mersey. The river itself runs beneath Merseyway, the town's main shopping centre.

Stockport station has frequent trains to Manchester and direct services to London. Nearby, the rebuilt Stockport Interchange brought a new bus station to the town, and new homes are going up in the Town Centre West area. The historic Market Place, with its Victorian market hall, sits on the hill above.`,
    },
    {
      heading: "Homes and households in the town",
      body: `The town centre now has many flats, in new developments and in converted older buildings, alongside the Victorian terraces and semis of the surrounding districts. We can help with:

- leasehold flats and new-build purchases. See [conveyancing in Stockport](/locations/stockport/conveyancing);
- wills, and what happens to a flat or house when someone dies. See [wills and probate in Stockport](/locations/stockport/wills-probate);
- divorce and separation. See [family law in Stockport](/locations/stockport/family-law).`,
    },
    {
      heading: "Which office, which person",
      body: `At our [Heaton Moor office](/locations/heaton-moor) are [Hannah Doyle](/team/hannah-doyle) for family law and [Tom Whitworth](/team/tom-whitworth) for property. At our [Bramhall office](/locations/bramhall) are [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) for wills and probate, and [Priya Shah](/team/priya-shah), who leads the property team.

For businesses in the town, [Richard Hale](/team/richard-hale) advises on [business law](/services/business-law) from Heaton Moor.`,
    },
    {
      heading: "Start with a free conversation",
      body: `Our first consultation is free for up to 30 minutes, in person, by phone or by video. [Book a time](/consultation), ring {phone} on a weekday, or [contact us](/contact) and we will call back.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Stockport",
        description:
          "Wills and probate for Stockport: estates with leasehold flats, redirecting an inheritance, and online probate. Offices in Bramhall and Heaton Moor.",
      },
      heading: "Wills and probate in Stockport",
      lead: "Our wills and probate team helps people across Stockport make wills and deal with estates. We can meet you at either of our offices, both within easy reach of the town centre, or talk by phone or video.",
      sections: [
        {
          heading: "When the estate includes a flat",
          body: `Plenty of homes in and around Stockport town centre are leasehold flats. If the person who died owned one, the service charge and any ground rent still have to be paid, usually from the estate.

To sell the flat, the executors will need an information pack from the managing agent, which can take time and costs money. We ask for it early so the sale is not held up. Tell the building insurer and managing agent about the death too.`,
        },
        {
          heading: "Changing who inherits",
          body: `Sometimes the people who inherit would rather the money went elsewhere, perhaps to their own children. A **deed of variation** lets a beneficiary redirect what they receive, as long as it is made within two years of the death. In the right circumstances it can be treated for tax as though the person who died had made the gift.`,
        },
        {
          heading: "Probate, step by step",
          body: `Probate, the legal right to deal with an estate, is applied for online through HM Courts & Tribunals Service. We value the estate, deal with any Inheritance Tax, apply for the grant, then collect in and share out the estate. Our fees are on the [wills and probate price page](/compliance/wills-probate). See also our [executor's guide](/services/executor-of-wills) and [wills and probate service](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question: "I live in Stockport town centre. Which office should I use?",
          answer: `Either. Our wills team is based at the [Bramhall office](/locations/bramhall), a short train ride away, and can also see you at [Heaton Moor](/locations/heaton-moor), one stop from Stockport.`,
        },
        {
          question: "Can I make a will if I'm in hospital or a care home?",
          answer: `Yes, if you have the mental capacity to understand what you are doing. Call us to discuss how we can help in your situation. We may suggest a doctor's assessment of capacity where there is any doubt.`,
        },
        {
          question: "Do I need a lasting power of attorney too?",
          answer: `A will only works after death. A [lasting power of attorney](/services/lasting-powers) covers your lifetime. Prices are on our [lasting powers price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Stockport",
        description:
          "Conveyancing for Stockport town centre flats, new-builds and terraces: lease checks, building safety and Stockport Council searches. Fixed fees.",
      },
      heading: "Conveyancing in Stockport",
      lead: "From new flats near Town Centre West to Victorian terraces on the edge of town, Stockport has a wide range of homes. Our property team handles the conveyancing here: the legal work behind a sale, a purchase or a remortgage.",
      sections: [
        {
          heading: "New-build and town-centre flats",
          body: `Most flats are **leasehold**. For most new long leases of homes granted since June 2022, the ground rent must be a peppercorn, which in practice means nothing. Service charges still apply, so we look at the budget and what it covers.

For a new-build, we check the new-home warranty, the road and drainage arrangements, and any estate management charges. Developers often set tight deadlines for exchanging contracts, so we tell you what we need early.`,
        },
        {
          heading: "Building safety",
          body: `In taller blocks, there may be questions about cladding and fire safety. Since the Building Safety Act 2022, many leaseholders in buildings of at least 11 metres or five storeys are protected from some remediation costs. We ask for the landlord's certificate and other information, and check what your lender needs.`,
        },
        {
          heading: "Searches and fees",
          body: `Stockport properties need a local authority search from Stockport Council, along with drainage, environmental and, where advised, coal mining searches. See our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches). Fees are on the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages, and the [conveyancing service](/services/conveyancing) page has an overview.`,
        },
      ],
      faqs: [
        {
          question: "Who will handle my Stockport purchase?",
          answer: `[Tom Whitworth](/team/tom-whitworth) at our [Heaton Moor office](/locations/heaton-moor), or [Priya Shah](/team/priya-shah) and her team at Bramhall. We will tell you who your contact is from the start.`,
        },
        {
          question: "How long is too short for a lease?",
          answer: `Lenders usually want plenty of years left on the lease after the mortgage ends. As a lease gets shorter, extending it tends to cost more and some buyers become wary. We check the lease and explain whether an extension is worth considering.`,
        },
        {
          question: "Will buying a flat take longer than a house?",
          answer: `Often a little, because we need replies from the landlord or managing agent. Our [conveyancing process](/services/conveyancing/conveyancing-process) page shows typical stages and timings.`,
        },
      ],
      team: ["tom-whitworth", "priya-shah"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Stockport",
        description:
          "Divorce and family law for Stockport, explained step by step. Hannah Doyle advises at our Heaton Moor office, one train stop from Stockport.",
      },
      heading: "Family law in Stockport",
      lead: "If you live in Stockport and your relationship is ending, our Head of Family Law, Hannah Doyle, can help. Her office in Heaton Moor is one stop from Stockport by train.",
      sections: [
        {
          heading: "How divorce works now",
          body: `Nobody has to prove fault to divorce in England and Wales. The process runs like this:

1. One of you, or both together, applies online, saying the marriage has broken down irretrievably.
2. The other spouse confirms they have received it.
3. After 20 weeks, you can apply for a **conditional order**, which says the court sees no reason you cannot divorce.
4. At least six weeks and one day later, you can apply for the **final order**, which ends the marriage.`,
        },
        {
          heading: "Why timing matters",
          body: `We often advise waiting for the financial arrangements to be settled before applying for the final order. Once it is made, you are no longer a spouse, which can affect pension rights if your former partner died before the money was sorted. Civil partnerships follow a similar process, called dissolution.`,
        },
        {
          heading: "Court and support",
          body: `Most couples agree terms without a contested hearing. Where court is needed, Stockport cases are usually heard close to home, at the Stockport County Court and Family Court hearing centre in Stockport Justice Centre, in the town centre. The court decides the venue, and some hearings take place by video. See our [family law service](/services/family-law) for more.`,
        },
      ],
      faqs: [
        {
          question: "Can I meet you in Stockport town centre?",
          answer: `Our offices are in [Heaton Moor](/locations/heaton-moor) and [Bramhall](/locations/bramhall). Heaton Moor is one stop by train to Heaton Chapel, then a short walk. We can also talk by phone or video.`,
        },
        {
          question: "My spouse has applied for divorce. What should I do?",
          answer: `Reply to the court within the time given, and get advice about money and children before agreeing anything. You cannot normally stop a divorce, but you can make sure your interests are protected.`,
        },
        {
          question: "Is my first appointment really free?",
          answer: `Yes, up to 30 minutes. [Book online](/consultation) and we will tell you what further help would cost before you decide.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

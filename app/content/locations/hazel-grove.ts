import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "hazel-grove",
  meta: {
    title: "Solicitors in Hazel Grove",
    description:
      "Solicitors for Hazel Grove, next door in Bramhall: wills, probate, buying and selling homes on and off the A6, and family law. Free first talk.",
  },
  heading: "Solicitors near Hazel Grove",
  lead: "Hazel Grove is right next to Bramhall, so our Bramhall office is only a short drive away. We help Hazel Grove residents with wills and estates, home moves and family problems.",
  nearestOffice: "bramhall",
  gettingHere: `You will find our office in the centre of Bramhall village, at {bramhallAddress}.

**By car:** from Hazel Grove the drive is usually about 10 to 15 minutes, heading west off the A6 towards Bramhall.

**By train:** Hazel Grove station and Bramhall station are on different lines, so a rail journey means changing at Stockport. A lift or a taxi is normally quicker.

If you cannot easily get to us, we can hold appointments by phone or video.`,
  sections: [
    {
      heading: "Hazel Grove and the A6",
      body: `Hazel Grove lies in the south-east of Stockport borough, strung along the A6, the old main road from Stockport towards Buxton. Its shops, takeaways and services line that road, with homes spreading out on either side. Bramhall lies just to the west, while High Lane and the open country towards Disley lie further along the A6 to the south-east.

The town has its own railway station, with regular trains to Stockport and Manchester, and services on the line towards Buxton. Housing ranges from terraces close to the main road to semi-detached homes and twentieth-century estates further out.`,
    },
    {
      heading: "How we help in Hazel Grove",
      body: `For people in Hazel Grove, we can help with three things in particular:

1. **A will or an estate.** See [wills and probate in Hazel Grove](/locations/hazel-grove/wills-probate).
2. **A home move.** See [conveyancing in Hazel Grove](/locations/hazel-grove/conveyancing).
3. **A separation.** See [family law in Hazel Grove](/locations/hazel-grove/family-law).

We also offer help with [lasting powers of attorney](/services/lasting-powers), [personal injury](/services/personal-injury) and [employment problems](/services/employment-law).`,
    },
    {
      heading: "A short hop to Bramhall",
      body: `Being so close, it is easy to pop into our [Bramhall office](/locations/bramhall) to drop off papers or sign documents. That is where [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) handle wills and probate, and where [Priya Shah](/team/priya-shah) leads the property team. Family law is led by [Hannah Doyle](/team/hannah-doyle), who is based in Heaton Moor.`,
    },
    {
      heading: "Start with a free consultation",
      body: `You can have a free first conversation of up to 30 minutes. [Book online](/consultation), phone {phone}, or [get in touch](/contact) and we will call you back. Saturday appointments can be arranged.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Hazel Grove",
        description:
          "Wills and estates for Hazel Grove: what happens with no will, help for executors, and probate by our Bramhall team a short drive away. Prices online.",
      },
      heading: "Wills and probate for Hazel Grove",
      lead: "Our wills and probate team in Bramhall is 10 to 15 minutes' drive from Hazel Grove. We make wills, and we help families deal with an estate after someone has died.",
      sections: [
        {
          heading: "If there is no will",
          body: `When someone dies without a will, the law decides who inherits. These are called the **intestacy rules**. A husband, wife or civil partner usually receives the most, then children, then other relatives in a fixed order.

An unmarried partner gets nothing under these rules, however long you have lived together. Stepchildren who were never adopted are left out too. A simple will avoids both problems.`,
        },
        {
          heading: "Practical steps for families",
          body: `After a death in Hazel Grove, the death is registered first. The registrar may offer the government's **Tell Us Once** service, which passes the news to several public bodies in one go.

If the home is left empty, let Stockport Council know for council tax purposes, as an exemption may apply until probate is granted and for a time after. Let the home insurer know too, as empty homes often need different cover. We can take these tasks off your hands.`,
        },
        {
          heading: "Applying for probate",
          body: `Probate, the legal right to deal with the estate, is applied for online through HM Courts & Tribunals Service. Before applying, the estate has to be valued, and where Inheritance Tax is due, HMRC must be told and at least some of the tax paid. We can do the whole application for you. Prices are on our [wills and probate price page](/compliance/wills-probate), and our [main wills page](/services/wills-probate) and [guide for executors](/services/executor-of-wills) explain more.`,
        },
      ],
      faqs: [
        {
          question:
            "My partner and I live together in Hazel Grove but aren't married. Do we need wills?",
          answer: `Yes, if you want to provide for each other. Without wills, the intestacy rules pass everything to blood relatives or a spouse, not to an unmarried partner. A surviving partner might have to make a court claim, which is slow and stressful.`,
        },
        {
          question: "Who will I deal with?",
          answer: `[Eleanor Carrow](/team/eleanor-carrow), who leads our wills, probate and later-life team, or [Aisha Rahman](/team/aisha-rahman), a Chartered Legal Executive. Both are based at our [Bramhall office](/locations/bramhall).`,
        },
        {
          question: "Can I make a will and a lasting power of attorney at the same time?",
          answer: `Yes, and many people do. Our [lasting powers of attorney price page](/compliance/lasting-powers-attorney) shows what they cost.`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Hazel Grove",
        description:
          "Conveyancing for Hazel Grove homes, from terraces near the A6 to flats above shops and family semis. Stockport Council searches and clear fees.",
      },
      heading: "Conveyancing in Hazel Grove",
      lead: "Hazel Grove has terraces, semis, newer estates and flats above shops on the A6. Our property team in nearby Bramhall handles the conveyancing, the legal transfer of ownership, on all of them, for buyers, sellers and people remortgaging.",
      sections: [
        {
          heading: "Homes on the main road",
          body: `Properties on or near the A6 are handy for shops, buses and the station. When you buy one, we look at the local search for any road schemes, and we check whether the property has the right to use any rear alley or shared access.

A flat above a shop is usually **leasehold**, meaning you own it for a set number of years under a lease. We check the length of the lease, who is responsible for the roof and outside walls, and what you will pay towards repairs.`,
        },
        {
          heading: "Searches in Stockport borough",
          body: `Hazel Grove is part of the Metropolitan Borough of Stockport, so the local authority search is made with Stockport Council. Our searches also cover drainage and water, and environmental risks such as flooding and contaminated land. As parts of the borough have a coal-mining history, we check whether your address needs a mining search. Our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches) explains them.`,
        },
        {
          heading: "Costs and timescales",
          body: `Our fees are fixed and published on our [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages. Our page on [conveyancing costs](/services/conveyancing/conveyancing-costs) also explains disbursements, the fees paid to others for searches and registration. For an overview, start with our [conveyancing service](/services/conveyancing).`,
        },
      ],
      faqs: [
        {
          question: "Is a terraced house near the A6 more complicated to buy?",
          answer: `Not usually, but older terraces can share drains and alleyways with neighbours. We check the title and ask the seller's solicitor about access and maintenance, so you know what you are taking on.`,
        },
        {
          question: "Who does the work?",
          answer: `Our team at the [Bramhall office](/locations/bramhall): [Priya Shah](/team/priya-shah), Head of Residential Property, and [Mark Fielding](/team/mark-fielding), a conveyancing executive whom she supervises.`,
        },
        {
          question: "When do I get the keys?",
          answer: `On completion day, once the money has reached the seller's solicitor. Our page on [exchange and completion](/services/conveyancing/exchange-completion) explains how the day works.`,
        },
      ],
      team: ["priya-shah", "mark-fielding"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Hazel Grove",
        description:
          "Family law for Hazel Grove: child arrangements, child maintenance, staying in the home and divorce. Advice from Hannah Doyle, in person or by video.",
      },
      heading: "Family law for Hazel Grove",
      lead: "If your relationship has ended, you may be worried about the children, money and where everyone will live. Hannah Doyle, our Head of Family Law, gives clear advice to people in Hazel Grove.",
      sections: [
        {
          heading: "Who stays in the home?",
          body: `Deciding who stays in the family home is often the first problem. If you cannot agree, especially where there are safety concerns, the court can make an **occupation order**, which says who may live in the home for a time. We explain whether that is likely to apply to you.`,
        },
        {
          heading: "Children and child maintenance",
          body: `Parents can agree where the children live and how much time they spend with each of them. If you cannot agree, the court can decide.

**Child maintenance**, the regular money one parent pays towards a child's costs, is usually arranged between parents or through the government's Child Maintenance Service, not the court. We explain how it fits with the rest of your arrangements.`,
        },
        {
          heading: "Meeting us and going to court",
          body: `Hannah works from our Heaton Moor office. Your first consultation can also be at our [Bramhall office](/locations/bramhall), the nearer of the two for Hazel Grove, or by phone or video.

Should your case need a court hearing, it will usually be at the Stockport County Court and Family Court hearing centre, inside Stockport Justice Centre, which deals with family cases from the Stockport borough. The court, not us, decides where a case is heard. Trains from Hazel Grove stop at Stockport. Our [family law page](/services/family-law) covers the process.`,
        },
      ],
      faqs: [
        {
          question: "Do I need a solicitor to get divorced?",
          answer: `You can apply online yourself, and many people do. Advice is most useful on the money side: the home, savings and pensions. We can help with just that part if you prefer.`,
        },
        {
          question: "Can my ex stop me seeing the children?",
          answer: `If you cannot agree, you can ask the court for a child arrangements order. The court's first concern is the children's welfare. First you will normally need to attend a meeting with a mediator, called a MIAM, unless an exemption applies.`,
        },
        {
          question: "How do I start?",
          answer: `[Book a free first consultation](/consultation) or call {phone}. Tell us briefly what has happened and we will suggest the next steps.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

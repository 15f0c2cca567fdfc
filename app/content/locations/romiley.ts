import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "romiley",
  meta: {
    title: "Solicitors in Romiley",
    description:
      "Solicitors for Romiley, Bredbury and Compstall. Wills, probate, homes near the canal and Chadkirk, and family law, in Bramhall or by video call.",
  },
  heading: "Solicitors for Romiley",
  lead: "Romiley is a busy village on the Peak Forest Canal, with countryside on its doorstep. We act for Romiley clients from our Bramhall office, and much of the work can be done by phone, e-mail and video.",
  nearestOffice: "bramhall",
  gettingHere: `Our Bramhall office is at {bramhallAddress}, in the middle of the village.

**By car:** plan on roughly 20 to 30 minutes from Romiley, depending on traffic and the route you take through Stockport or Hazel Grove.

**By train or bus:** Romiley's trains head into Manchester rather than towards Bramhall, so public transport means at least one change. For most people that makes a phone or video appointment the easier choice, with a visit to the office only when it is really needed.`,
  sections: [
    {
      heading: "Romiley at a glance",
      body: `Romiley lies in the north-east of Stockport borough, between Bredbury and Marple. The Peak Forest Canal runs through the village, and its towpath leads on towards Marple.

To the south is Chadkirk, with its small historic chapel and a country estate by the River Goyt. Romiley station is on the Hope Valley line towards New Mills, and it is also where the branch to Rose Hill, Marple leaves the main line, so trains to Manchester are frequent.`,
    },
    {
      heading: "Legal help for Romiley residents",
      body: `We help with the matters that come up in most households sooner or later:

- writing or updating a will, and dealing with an estate. See [wills and probate for Romiley](/locations/romiley/wills-probate);
- moving into, out of, or within the village. See [conveyancing in Romiley](/locations/romiley/conveyancing);
- separation, divorce and children. See [family law for Romiley](/locations/romiley/family-law).

If your question is about something else, such as an accident or a problem at work, our [services list](/services) shows who to speak to.`,
    },
    {
      heading: "Our team for Romiley",
      body: `Your wills and estates work would be handled by [Eleanor Carrow](/team/eleanor-carrow) or [Aisha Rahman](/team/aisha-rahman), and property work by [Priya Shah](/team/priya-shah) and [Mark Fielding](/team/mark-fielding). All four are based at our [Bramhall office](/locations/bramhall). [Hannah Doyle](/team/hannah-doyle) leads family law from Heaton Moor.`,
    },
    {
      heading: "No charge for the first 30 minutes",
      body: `Your first conversation with us is free and lasts up to 30 minutes. [Pick a slot online](/consultation), call {phone}, or [write to us](/contact). We will explain the likely costs before you decide anything.`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Romiley",
        description:
          "Wills and probate for Romiley: second marriages, protecting children's inheritance, and help for executors. Our Bramhall team works by video too.",
      },
      heading: "Wills and probate for Romiley",
      lead: "Our wills and probate team in Bramhall helps Romiley families with wills, lasting powers of attorney and estates, much of it by phone and video so you need not make the trip.",
      sections: [
        {
          heading: "New relationships and old wills",
          body: `Getting married or forming a civil partnership **cancels any will you made before**, unless the will was written with that marriage in mind. Many people do not know this. If you have married since making your will, it may no longer count.

Divorce works differently. The will survives, but your former spouse is treated as if they had died.`,
        },
        {
          heading: "Second families",
          body: `If you have children from an earlier relationship, you may want your new partner looked after while still making sure your children inherit in the end. A **life interest trust** can do this. For example, your partner could live in your Romiley home for the rest of their life, after which your share passes to your children.

We talk these choices through carefully, as they affect everyone you care about.`,
        },
        {
          heading: "After a death",
          body: `Executors often find the paperwork heavy going. We can do as much or as little as you need, from a single question to the whole estate, including the online application to HM Courts & Tribunals Service for probate, which is the legal authority to deal with an estate. See our [wills and probate price page](/compliance/wills-probate), our [wills and probate page](/services/wills-probate) and our [guide for executors](/services/executor-of-wills).`,
        },
      ],
      faqs: [
        {
          question: "I remarried last year. Is my old will still valid?",
          answer: `Probably not. Marriage usually cancels an earlier will. Unless yours was made with that marriage in mind, you should make a new one soon, as until then the intestacy rules would apply.`,
        },
        {
          question: "Do I have to come to Bramhall?",
          answer: `Not for most of the work. We can take instructions by video and post documents to you. Signing a will needs two independent witnesses, and we explain exactly how to do it.`,
        },
        {
          question: "What about a lasting power of attorney?",
          answer: `It is often sensible to make one alongside your will. See our [lasting powers service](/services/lasting-powers) and the [price page](/compliance/lasting-powers-attorney).`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Romiley",
        description:
          "Conveyancing for Romiley: village terraces, family homes, lanes and homes near green space. Stockport Council searches and fixed fees online.",
      },
      heading: "Conveyancing in Romiley",
      lead: "Romiley mixes older village streets, family estates and homes close to open countryside. Our property team in Bramhall handles the conveyancing, the legal side of a purchase, sale or remortgage, for Romiley homes, keeping you updated by phone and e-mail.",
      sections: [
        {
          heading: "Lanes, tracks and who maintains them",
          body: `If a Romiley home is reached along a lane or private track, the local search tells us a lot. It shows whether a road is **adopted**, meaning the council maintains it at public expense. If it is not, we check that you have a legal right of way and whether you would share the cost of upkeep with neighbours.`,
        },
        {
          heading: "Near open land and the canal",
          body: `For homes bordering fields or the Goyt valley, the planning history and local search can show limits on building, such as green belt rules. That matters if you hope to extend.

If the property is near the Peak Forest Canal, we also look at boundaries with land owned by the Canal & River Trust. And as some parts of Stockport borough have a history of coal mining, we check whether a mining search is recommended for the address.`,
        },
        {
          heading: "Searches, fees and next steps",
          body: `Romiley is in the Metropolitan Borough of Stockport, so the local authority search goes to Stockport Council. Our guide to [conveyancing searches](/services/conveyancing/conveyancing-searches) explains the others. Fees are on the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages, and the [conveyancing page](/services/conveyancing) sets out the service.`,
        },
      ],
      faqs: [
        {
          question: "The house I want is on an unadopted road. Should I worry?",
          answer: `Not necessarily, but you need to know. We check your right of way and any agreement about repairs. Some lenders have their own rules for unadopted roads, so we check those too.`,
        },
        {
          question: "How long does a Romiley purchase take?",
          answer: `It varies with the chain and how quickly searches come back. Our [conveyancing process](/services/conveyancing/conveyancing-process) page gives typical timings for each stage.`,
        },
        {
          question: "Who will look after my file?",
          answer: `[Priya Shah](/team/priya-shah) or [Mark Fielding](/team/mark-fielding) at our [Bramhall office](/locations/bramhall). Mark is a conveyancing executive, supervised by Priya.`,
        },
      ],
      team: ["priya-shah", "mark-fielding"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Romiley",
        description:
          "Family law for Romiley, including unmarried couples who own a home together, divorce and children. Hannah Doyle advises by video or in person.",
      },
      heading: "Family law for Romiley",
      lead: "Separation brings practical questions about the home, money and children. Hannah Doyle, our Head of Family Law, helps people in Romiley work through them, often by video so you can talk from home.",
      sections: [
        {
          heading: "Unmarried and sharing a home",
          body: `If you and your partner are not married, the court cannot divide your property the way it would in a divorce. What matters is who owns the home and how much each of you put in.

If you own a Romiley home jointly, a **declaration of trust**, a document recording each person's share, can prevent arguments later. If you have already separated and cannot agree, we can explain your rights under the law on jointly owned property.`,
        },
        {
          heading: "Married couples and civil partners",
          body: `For married couples and civil partners, the court looks at the whole picture: the home, savings, pensions, income and the children's needs. Most couples reach agreement, often through mediation, and then ask the court to approve it in a consent order.`,
        },
        {
          heading: "Where hearings take place",
          body: `If your case needs a hearing, it will usually be at the Stockport County Court and Family Court hearing centre, in Stockport Justice Centre, as Romiley is in the Stockport borough. The court decides the venue in the end. Stockport town centre is a short bus or car journey away. You can meet us at our Heaton Moor office or the [Bramhall office](/locations/bramhall), or by video. Read more on our [family law page](/services/family-law).`,
        },
      ],
      faqs: [
        {
          question: "We're not married. Do I have any claim to the house?",
          answer: `It depends on whose name is on the title, any written agreement, and what each of you paid. If you have children, there may be claims on their behalf too. We can look at your documents and explain.`,
        },
        {
          question: "Does every family case go to court?",
          answer: `No. Most are settled by agreement. Before applying to court about children or finances, you usually have to attend a Mediation Information and Assessment Meeting (MIAM) unless an exemption applies.`,
        },
        {
          question: "How do I book?",
          answer: `[Book your free first consultation](/consultation) online, or ring {phone}. Tell us if you need us to call at a particular time or number.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

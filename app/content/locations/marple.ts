import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "marple",
  meta: {
    title: "Solicitors in Marple",
    description:
      "Solicitors for Marple, Marple Bridge and nearby villages, from our Bramhall office or by video. Wills, probate, canal-side moves and family law.",
  },
  heading: "Solicitors for Marple",
  lead: "Marple is on the eastern edge of Stockport borough, where the town meets the hills. We look after Marple clients from our Bramhall office, and we are happy to work by phone or video to save you the drive.",
  nearestOffice: "bramhall",
  gettingHere: `Our nearest office is in the centre of Bramhall village, at {bramhallAddress}.

**By car:** allow about 20 to 30 minutes from Marple, usually heading through Hazel Grove. Journeys can take longer at busy times.

**By public transport:** there is no direct train. Marple and Rose Hill stations both have services into Manchester, but reaching Bramhall means changing, so it takes much longer than driving.

Because of that, you may prefer to hold your first meeting by phone or video, then come in only when a signature or a face-to-face talk really helps.`,
  sections: [
    {
      heading: "Canals, locks and the Goyt valley",
      body: `Marple is shaped by its waterways. The Peak Forest Canal and the Macclesfield Canal meet here, and the Peak Forest Canal climbs through the town on the Marple Locks, a flight of 16 locks. Nearby, Marple Aqueduct carries the canal high over the River Goyt, beside a railway viaduct.

The town has two railway stations. Marple station is on the line towards New Mills, and Rose Hill station sits at the end of a branch line into Manchester. Around the centre are older cottages, Victorian villas, twentieth-century semis, and homes backing onto the canal.`,
    },
    {
      heading: "What Marple clients need from us",
      body: `A good share of Marple homeowners have lived in the town for many years, so planning for later life is often on people's minds. We also help people moving into the area and families going through a separation.

- [Wills and probate for Marple](/locations/marple/wills-probate): wills, lasting powers of attorney and estates.
- [Conveyancing in Marple](/locations/marple/conveyancing): sales and purchases, including canal-side homes.
- [Family law for Marple](/locations/marple/family-law): divorce, finances and children.`,
    },
    {
      heading: "The people who help",
      body: `Our later-life team of [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) is based at the [Bramhall office](/locations/bramhall), as is [Priya Shah](/team/priya-shah), who leads residential property. Family matters are handled by [Hannah Doyle](/team/hannah-doyle) at our Heaton Moor office. Whoever helps you, you will know their name and how to reach them directly.`,
    },
    {
      heading: "Talk to us first, free",
      body: `A first conversation of up to 30 minutes is free, by phone, video or at the office. [Choose a time online](/consultation), call {phone} on weekdays between {opens} and {closes}, or [send us a message](/contact).`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Marple",
        description:
          "Wills, lasting powers of attorney and probate for Marple homeowners, many of whom have owned their homes for decades. By video or in Bramhall.",
      },
      heading: "Wills and probate in Marple",
      lead: "Many Marple homeowners have lived in the same house for decades. Our wills and probate team helps them put their affairs in order and supports their families when the time comes.",
      sections: [
        {
          heading: "Homes owned for a long time",
          body: `A house bought in Marple many years ago may never have been sold since. If so, its ownership might not yet be recorded at HM Land Registry, and the paper deeds are the only proof of title.

When we make your will, we check whether your home is registered. If it is not, we can explain **voluntary registration**, which makes the title easier to deal with later. It can save your executors time, and protects against the deeds being lost.`,
        },
        {
          heading: "Thinking ahead for later life",
          body: `Later life is a good time to plan for a time when you may need help. A [lasting power of attorney](/services/lasting-powers) lets you choose who would manage your money, or make health and care decisions, if you could not. Setting one up while you are well is far easier for your family than applying to court later.

Prices are on our [lasting powers of attorney price page](/compliance/lasting-powers-attorney).`,
        },
        {
          heading: "When a parent in Marple dies",
          body: `Sorting out an estate can be hard, especially if you live some distance from Marple. We can take on the whole job: collecting in money, applying online for the grant of probate (the court document that lets executors act), paying debts and tax, and sharing out what is left. Much of it can be done by post, phone and video. See our [wills and probate price page](/compliance/wills-probate), the [executor's guide](/services/executor-of-wills) and our [main wills and probate page](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question: "Do I have to travel to Bramhall to make a will?",
          answer: `No. We can take your instructions by phone or video and post the draft to you. The will must be signed in front of two independent witnesses, and we explain how to do that properly, or arrange it at the office.`,
        },
        {
          question: "My late father's Marple house has old paper deeds. Is that a problem?",
          answer: `It slows things down a little but is quite common for homes owned a long time. The executors will need the deeds to sell, and the buyer's solicitor will register the title. We check the deeds early so there are no surprises.`,
        },
        {
          question: "What if someone disputes the will?",
          answer: `Disagreements can arise, for example where a relative feels left out. [Claire Ashworth](/team/claire-ashworth) advises on [inheritance disputes](/services/inheritance-disputes) and can help you understand the options.`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman", "claire-ashworth"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Marple",
        description:
          "Buying or selling in Marple, from canal-side homes to family semis. Stockport Council searches, mining and flood checks, and fixed fees online.",
      },
      heading: "Conveyancing in Marple",
      lead: "Homes by the canal, near the Goyt or on the hillside all bring their own questions. Our Bramhall property team does the conveyancing, the legal work of buying and selling, for Marple clients, with most contact by phone and e-mail.",
      sections: [
        {
          heading: "Living by the canal",
          body: `Some Marple homes back onto the Peak Forest or Macclesfield canals. The canals are looked after by the Canal & River Trust, so we check where your boundary ends, who maintains the bank, and whether you have any rights to the water, such as a mooring.

If you plan works near the canal, the Trust may need to be consulted first. We point this out before you commit, not after.`,
        },
        {
          heading: "Searches for a Marple address",
          body: `Marple is in the Metropolitan Borough of Stockport, so the local authority search comes from Stockport Council. Parts of the borough were once mined for coal, so we check whether your address needs a coal mining search.

Homes close to the River Goyt or low-lying ground also deserve a careful look at flood risk, which the environmental search covers. Read more about [conveyancing searches](/services/conveyancing/conveyancing-searches).`,
        },
        {
          heading: "Older cottages and villas",
          body: `Marple's older houses can come with unregistered titles, shared access tracks or private drains. We read the deeds and title plans carefully and ask the seller's solicitor about anything unclear. Our fees are set out on the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) pages, and our [conveyancing page](/services/conveyancing) describes the whole service.`,
        },
      ],
      faqs: [
        {
          question: "Can I do my Marple purchase without visiting the office?",
          answer: `Yes. Identity checks, questions and most signing can be done remotely. You are still welcome at our [Bramhall office](/locations/bramhall) if you would like to meet the team.`,
        },
        {
          question: "Does a canal-side home need special searches?",
          answer: `Not a special search as such, but we ask more questions about boundaries, the canal bank and any mooring. Your surveyor should also look at the condition of walls and banks near the water.`,
        },
        {
          question: "Who is my contact?",
          answer: `[Priya Shah](/team/priya-shah) leads our residential property team and supervises [Mark Fielding](/team/mark-fielding), a conveyancing executive. One of them will be named as your contact from the start.`,
        },
      ],
      team: ["priya-shah", "mark-fielding"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Marple",
        description:
          "Family law for Marple, including separating later in life: divorce, pensions, homes and children. Led by Hannah Doyle, mostly by phone or video.",
      },
      heading: "Family law in Marple",
      lead: "Whether you are separating after a few years or after a long marriage, our Head of Family Law, Hannah Doyle, can advise you. You can talk to us by video or phone, without the drive.",
      sections: [
        {
          heading: "Separating after a long marriage",
          body: `If you are separating after many years together, pensions and retirement income often matter as much as the house.

A **pension sharing order** can split a pension so each of you has your own. We also remind clients to review their wills. A divorce does not cancel a will, but gifts to a former spouse are treated as if that person had died, which may not be what you want.`,
        },
        {
          heading: "Arrangements for children",
          body: `For younger families, the main worry is usually the children. Most parents agree arrangements themselves, sometimes with the help of mediation. If you cannot agree, the court can make a **child arrangements order** setting out where the children live and when they spend time with the other parent.`,
        },
        {
          heading: "Court and travel from Marple",
          body: `If a case does go to court, hearings for Marple, as part of the Stockport borough, usually take place at the Stockport County Court and Family Court hearing centre, in Stockport Justice Centre. The court decides the venue, and some hearings can be held by video. Stockport town centre is a straightforward bus or car journey from Marple. See our [family law service](/services/family-law) for more.`,
        },
      ],
      faqs: [
        {
          question: "Can I get advice without travelling from Marple?",
          answer: `Yes. Your free first consultation can be by phone or video. If you would like to meet in person, our [Bramhall office](/locations/bramhall) is usually the nearer one for Marple. [Book here](/consultation).`,
        },
        {
          question: "Will I lose my share of my spouse's pension if we divorce?",
          answer: `Pensions built up during the marriage are usually part of the finances the court considers. They can be shared, offset against other assets, or dealt with in other ways. Getting advice before you agree anything is important.`,
        },
        {
          question: "What if I feel unsafe at home?",
          answer: `If you are in immediate danger, call 999. The court can make a non-molestation order, which forbids someone from using or threatening violence against you or harassing you, and in urgent cases this can be done quickly. Call us on {phone} and say it is urgent.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

import type { AreaPage } from "~/content/types";

const page: AreaPage = {
  slug: "davenport",
  meta: {
    title: "Solicitors in Davenport",
    description:
      "Solicitors for Davenport, Stockport, from our Bramhall office a short drive south. Wills, lasting powers, conveyancing for period homes, family law.",
  },
  heading: "Solicitors for Davenport",
  lead: "Davenport lies between Stockport town centre and Bramhall, so our Bramhall office is a short drive south. We help Davenport households with wills and lasting powers, home moves, and family matters.",
  nearestOffice: "bramhall",
  gettingHere: `Our Bramhall office is at {bramhallAddress}, in the village centre.

**By car:** from Davenport, the drive south to Bramhall usually takes about 10 to 15 minutes.

**By train:** Davenport station is on the Buxton line, and Bramhall is on a different line, so the train means changing at Stockport. A taxi or a lift is usually simpler.

We are also happy to talk by phone or video. Our Heaton Moor office is another option if you are travelling from the town centre.`,
  sections: [
    {
      heading: "A residential suburb with its own station",
      body: `Davenport is a largely residential suburb on the southern side of Stockport. Davenport station sits on the line from Stockport towards Hazel Grove and Buxton, giving a quick trip into Stockport and on to Manchester.

Much of the housing dates from the Victorian and interwar years. You will find substantial Victorian houses as well as rows of semi-detached homes from the 1920s and 1930s. Those quiet residential streets, within easy reach of both the town centre and Bramhall, are a large part of its appeal for families.`,
    },
    {
      heading: "Help for Davenport residents",
      body: `Older houses and settled families are a feature of Davenport. A house that is a hundred years old often comes with a century of paperwork, and careful checking pays off when you buy or sell:

- [Wills, lasting powers and probate in Davenport](/locations/davenport/wills-probate)
- [Conveyancing in Davenport](/locations/davenport/conveyancing), including old rentcharges and covenants
- [Family law in Davenport](/locations/davenport/family-law), with a focus on children

We also help with [personal injury](/services/personal-injury) claims through [Sarah Bennett](/team/sarah-bennett), who works from our Bramhall office.`,
    },
    {
      heading: "Who you will deal with",
      body: `At the [Bramhall office](/locations/bramhall), [Eleanor Carrow](/team/eleanor-carrow) and [Aisha Rahman](/team/aisha-rahman) handle wills and lasting powers, while [Priya Shah](/team/priya-shah) and [Mark Fielding](/team/mark-fielding) look after home moves. [Hannah Doyle](/team/hannah-doyle), our Head of Family Law, works from Heaton Moor and can meet you at either office.`,
    },
    {
      heading: "Talk to us",
      body: `There is no charge for your first 30 minutes. You can [arrange a consultation online](/consultation), call {phone} between {opens} and {closes} on weekdays, or [contact us](/contact).`,
    },
  ],
  services: {
    "wills-probate": {
      meta: {
        title: "Wills and Probate Solicitors in Davenport",
        description:
          "Wills, both kinds of lasting power of attorney, and probate for Davenport families, from our Bramhall team 10 to 15 minutes away. Fees online.",
      },
      heading: "Wills and probate for Davenport",
      lead: "Our Bramhall-based team makes wills and lasting powers of attorney for Davenport residents, and helps families when someone has died. We explain each step in plain words.",
      sections: [
        {
          heading: "Two kinds of lasting power of attorney",
          body: `A lasting power of attorney, or LPA, is a legal document that lets you choose people, called **attorneys**, to make decisions for you. There are two types:

- **Property and financial affairs:** paying bills, managing bank accounts and, if needed, selling your home. Once registered, it can be used while you still have capacity, with your permission.
- **Health and welfare:** decisions about care, where you live and medical treatment. It can only be used if you cannot decide for yourself.

Many people make both.`,
        },
        {
          heading: "Making them valid",
          body: `An independent **certificate provider** must confirm you understand the LPA and are not under pressure. It then has to be registered with the Office of the Public Guardian before it can be used, which can take a number of weeks. Our fees are on the [lasting powers of attorney price page](/compliance/lasting-powers-attorney), and our [lasting powers service](/services/lasting-powers) explains more.`,
        },
        {
          heading: "Wills and estates",
          body: `We also write wills and help executors deal with estates. That includes applying online for probate, the legal right to handle someone's estate after they die. See our [wills and probate price page](/compliance/wills-probate), the [executor's guide](/services/executor-of-wills) and our [wills and probate service](/services/wills-probate).`,
        },
      ],
      faqs: [
        {
          question: "My mother in Davenport is becoming forgetful. Is it too late for an LPA?",
          answer: `Not necessarily. What matters is whether she can understand the decision to make one at the time she signs. We can talk with you both. If she no longer can, you may need to apply to the Court of Protection instead, which takes longer.`,
        },
        {
          question: "Can the certificate provider be a family member?",
          answer: `No. It must be someone who has known you well for at least two years, or a professional such as a solicitor or doctor, and who is not a relative.`,
        },
        {
          question: "How far is your office from Davenport?",
          answer: `Our [Bramhall office](/locations/bramhall) is usually 10 to 15 minutes by car. We can also take instructions by phone or video.`,
        },
      ],
      team: ["eleanor-carrow", "aisha-rahman"],
    },
    conveyancing: {
      meta: {
        title: "Conveyancing Solicitors in Davenport",
        description:
          "Conveyancing for Davenport's Victorian houses and interwar semis: chief rents, old covenants and Stockport Council searches. Bramhall-based team.",
      },
      heading: "Conveyancing in Davenport",
      lead: "Many Davenport homes were built between the Victorian era and the 1930s, and their deeds can carry old obligations. Our Bramhall property team knows what to look for when doing the conveyancing, the legal transfer of a home from seller to buyer.",
      sections: [
        {
          heading: "Chief rents",
          body: `In Greater Manchester, many older freehold houses were sold subject to a small yearly payment known as a **chief rent**, a type of rentcharge. The amounts are usually tiny, but if left unpaid the owner of the rentcharge can have strong legal remedies. We check the title for any chief rent, ask whether it has been paid, and can advise on buying it out.`,
        },
        {
          heading: "Old covenants",
          body: `Interwar semis were often sold with **restrictive covenants**, promises in the deeds not to do certain things, such as running a business from the house or building past a certain line. Many are long forgotten, but some can still be enforced. We read them and tell you if any could affect your plans, such as a large extension.`,
        },
        {
          heading: "Victorian houses and flats",
          body: `Larger Victorian houses in Davenport may have been divided into flats, which are usually leasehold, so we check the lease terms and repairs. Searches go to Stockport Council, and we check whether a coal mining search is advised. See our [searches guide](/services/conveyancing/conveyancing-searches), and fees on the [purchase](/compliance/residential-purchase), [sale](/compliance/residential-sale) and [remortgage](/compliance/residential-mortgage) price pages. Our [conveyancing service](/services/conveyancing) gives the whole picture.`,
        },
      ],
      faqs: [
        {
          question: "I've never heard of a chief rent. Do I need to pay it?",
          answer: `If your house has one, yes, the owner of the rentcharge can ask for it. Many have been bought out or have not been collected for years. We will tell you what the title shows.`,
        },
        {
          question: "Can I ignore an old covenant against running a business?",
          answer: `Do not assume so. Some covenants can still be enforced, and breaking one can cause trouble when you sell. Working from home usually raises no issue, but we can check the wording.`,
        },
        {
          question: "Who handles my Davenport move?",
          answer: `[Priya Shah](/team/priya-shah) leads our property team at the [Bramhall office](/locations/bramhall), with [Mark Fielding](/team/mark-fielding), a conveyancing executive she supervises.`,
        },
      ],
      team: ["priya-shah", "mark-fielding"],
    },
    "family-law": {
      meta: {
        title: "Family Law Solicitors in Davenport",
        description:
          "Family law for Davenport parents: child arrangements, what the court considers and the role of Cafcass. Hannah Doyle meets you in person or online.",
      },
      heading: "Family law for Davenport",
      lead: "When parents separate, the children come first. Hannah Doyle, our Head of Family Law, helps Davenport parents understand their options and reach arrangements that work for their children.",
      sections: [
        {
          heading: "What the court looks at",
          body: `If parents cannot agree and a court has to decide, the child's welfare is the court's main concern. It considers a checklist of factors, including:

- the child's wishes and feelings, depending on age and understanding;
- their physical, emotional and educational needs;
- the likely effect of any change;
- any harm they have suffered or are at risk of;
- how able each parent is to meet their needs.`,
        },
        {
          heading: "The role of Cafcass",
          body: `**Cafcass** (the Children and Family Court Advisory and Support Service) is an independent service that advises the court about children. In most cases it carries out safety checks early on, and it may be asked to prepare a report. We explain what to expect and help you prepare, including setting out the arrangements you propose and any worries you have about safety.`,
        },
        {
          heading: "Where to meet and where to go",
          body: `Hannah works from our Heaton Moor office, but your first meeting can be at our [Bramhall office](/locations/bramhall) or by video. Court hearings are usually at the Stockport County Court and Family Court hearing centre, in Stockport Justice Centre, which serves the Stockport borough, though the court decides the venue. Davenport station is one stop from Stockport. See our [family law service](/services/family-law).`,
        },
      ],
      faqs: [
        {
          question: "Will the court ask my children what they want?",
          answer: `Their wishes are considered, with more weight as they get older. Usually a Cafcass officer speaks with them, rather than the judge. Children are not asked to choose between their parents.`,
        },
        {
          question: "Do we have to go to court?",
          answer: `Only if you cannot agree. Most parents reach arrangements themselves or through mediation. If you do apply, you will usually need to attend a MIAM first: a meeting with a mediator to see whether mediation could work.`,
        },
        {
          question: "How do I get started?",
          answer: `[Book a free consultation](/consultation) of up to 30 minutes, or call {phone}, and we will listen to what is happening and suggest the next step.`,
        },
      ],
      team: ["hannah-doyle"],
    },
  },
};

export default page;

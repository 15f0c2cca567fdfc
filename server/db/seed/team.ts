import type { SeedTeamMember } from "./types";

/**
 * The firm's people (sample identity). These eleven slugs are the only team members that
 * exist; content elsewhere refers to them by slug. Direct lines sit in Ofcom's drama range.
 */
export const seedTeam: readonly SeedTeamMember[] = [
  {
    slug: "eleanor-carrow",
    name: "Eleanor Carrow",
    role: "Founding Partner; Head of Wills, Probate and Later Life",
    qualifications: [
      "LLB (Hons), University of Manchester",
      "Law Society Final Examination, College of Law, Chester",
      "Admitted as a solicitor in 1988",
    ],
    practiceAreas: ["wills-probate", "lasting-powers", "inheritance-disputes"],
    office: "bramhall",
    bio: `Eleanor Carrow founded {shortName} with Richard Hale in 1998, and she leads the firm's wills, probate and later life team from the Bramhall office. She helps people make wills and lasting powers of attorney, guides executors through the work of dealing with an estate, and advises families when questions come up about what someone has left.

Many of the people Eleanor meets are planning for the future; others have just lost someone close to them. She takes time at the first meeting to understand the whole family, not just the paperwork, and she explains the choices in plain words before anything is signed. She works closely with Aisha Rahman, and with Claire Ashworth where a disagreement over an estate needs a disputes lawyer.

Eleanor grew up in Stockport and has lived in Bramhall for most of her working life. Outside the office she sings in a local choir and walks in Bramhall Park most weekends.`,
    email: "eleanor.carrow@example.com",
    phone: "0161 496 0101",
    sortOrder: 1,
  },
  {
    slug: "richard-hale",
    name: "Richard Hale",
    role: "Founding Partner; Head of Business and Commercial",
    qualifications: [
      "LLB (Hons), University of Leeds",
      "Law Society Final Examination, College of Law, Chester",
      "Admitted as a solicitor in 1989",
    ],
    practiceAreas: ["business-law", "commercial-litigation", "dispute-resolution"],
    office: "heaton-moor",
    bio: `Richard Hale founded {shortName} with Eleanor Carrow in 1998 and leads the firm's business and commercial work from the Heaton Moor office. He advises owner-managed companies, partnerships and sole traders on contracts, terms of business, shareholder and partnership agreements, and buying or selling a business. When a business relationship goes wrong, he helps clients weigh up their options, from a firm letter to court proceedings.

Richard's clients are often busy people running their own firms, so he keeps his advice short and practical and tells them early what a piece of work is likely to cost. He works alongside Daniel Okafor on employment questions for businesses and with Claire Ashworth on larger disputes.

Richard grew up in Cheadle and still lives nearby. He is a long-standing Stockport County supporter and spends his free weekends cycling in the Peak District.`,
    email: "richard.hale@example.com",
    phone: "0161 496 0102",
    sortOrder: 2,
  },
  {
    slug: "priya-shah",
    name: "Priya Shah",
    role: "Partner; Head of Residential Property",
    qualifications: [
      "LLB (Hons), University of Birmingham",
      "Legal Practice Course, College of Law, Chester",
      "Admitted as a solicitor in 2004",
    ],
    practiceAreas: ["conveyancing"],
    office: "bramhall",
    bio: `Priya Shah leads the residential property team from the Bramhall office. She acts for people buying, selling and remortgaging homes, including leasehold flats, new-build houses and transfers of a share in a home between partners or family members. She also supervises the team's conveyancing work, including the files handled by Mark Fielding.

Priya knows that a house move is one of the most stressful things people do. She tells clients at the start what will happen and roughly when, keeps them updated as the chain moves, and is clear about what she needs from them and why. She works closely with Tom Whitworth, who leads the team's work at Heaton Moor.

Priya grew up in Cheadle and now lives in Hazel Grove with her family. She is a keen runner and spends her holidays walking in the Lake District with her family.`,
    email: "priya.shah@example.com",
    phone: "0161 496 0103",
    sortOrder: 3,
  },
  {
    slug: "hannah-doyle",
    name: "Hannah Doyle",
    role: "Partner; Head of Family Law",
    qualifications: [
      "LLB (Hons), University of Liverpool",
      "Legal Practice Course, Manchester Metropolitan University",
      "Admitted as a solicitor in 2006",
    ],
    practiceAreas: ["family-law"],
    office: "heaton-moor",
    bio: `Hannah Doyle leads the family law team from the Heaton Moor office. She advises on divorce and the end of civil partnerships, dividing money, property and pensions, arrangements for children, and the problems that arise when unmarried couples separate. She also helps couples who want a prenuptial or cohabitation agreement before they marry or move in together.

Hannah's clients are often going through one of the hardest times of their lives. She listens first, explains where they stand in plain terms, and looks for a way forward that keeps costs and conflict down, including mediation where it is safe and suitable. Where court is the right route, she prepares clients carefully for each step.

Hannah lives in Heaton Chapel with her family. She swims before work most mornings and is a regular at her children's Saturday football matches.`,
    email: "hannah.doyle@example.com",
    phone: "0161 496 0105",
    sortOrder: 4,
  },
  {
    slug: "tom-whitworth",
    name: "Tom Whitworth",
    role: "Senior Associate Solicitor, Residential Property",
    qualifications: [
      "BA (Hons) History, University of York",
      "Graduate Diploma in Law, Manchester Metropolitan University",
      "Legal Practice Course, Manchester Metropolitan University",
      "Admitted as a solicitor in 2012",
    ],
    practiceAreas: ["conveyancing"],
    office: "heaton-moor",
    bio: `Tom Whitworth is a senior associate in the residential property team and looks after the team's work at the Heaton Moor office. He acts for buyers and sellers of freehold and leasehold homes, first-time buyers, people moving up the ladder and landlords buying to let, and he handles remortgages and transfers of equity.

Tom likes to explain the figures early, from stamp duty to searches, so that nobody is surprised near the end. He answers questions by phone or e-mail, whichever suits the client, and keeps estate agents and the other side's solicitors moving. He works closely with Priya Shah, who heads the team.

Tom grew up in Heaton Mersey and lives in Heaton Moor, a short walk from the office. He plays five-a-side football on Wednesday evenings and is slowly working through the walks in Etherow Country Park with his dog.`,
    email: "tom.whitworth@example.com",
    phone: "0161 496 0104",
    sortOrder: 5,
  },
  {
    slug: "claire-ashworth",
    name: "Claire Ashworth",
    role: "Senior Associate Solicitor, Disputes",
    qualifications: [
      "LLB (Hons), Durham University",
      "Legal Practice Course, College of Law, Chester",
      "Admitted as a solicitor in 2011",
    ],
    practiceAreas: ["inheritance-disputes", "dispute-resolution", "commercial-litigation"],
    office: "bramhall",
    bio: `Claire Ashworth is a senior associate who handles disputes from the Bramhall office. She acts for families in disagreements over wills and estates, for individuals in disputes over money, contracts and property, and for businesses in commercial claims alongside Richard Hale.

Claire believes clients deserve an honest view early on: what the strengths and weaknesses of their position are, what it might cost, and how long it could take. She looks for a fair settlement where one is possible, through negotiation or mediation, and prepares thoroughly when a case has to go to court.

Claire grew up in Marple and still lives there. She spends her spare time walking the canal towpaths and the hills around Marple, and she is learning to play the cello.`,
    email: "claire.ashworth@example.com",
    phone: "0161 496 0111",
    sortOrder: 6,
  },
  {
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    role: "Associate Solicitor, Employment",
    qualifications: [
      "LLB (Hons), University of Nottingham",
      "Legal Practice Course, University of Law, Manchester",
      "Admitted as a solicitor in 2017",
    ],
    practiceAreas: ["employment-law", "business-law"],
    office: "heaton-moor",
    bio: `Daniel Okafor is an associate solicitor in the employment team at the Heaton Moor office. He advises employees on settlement agreements, dismissal, redundancy and problems at work, and he helps employers with contracts, staff handbooks, disciplinary and grievance processes, and claims in the Employment Tribunal.

Daniel knows that a problem at work can affect every part of someone's life. He explains the options and the time limits clearly at the start, and he is straightforward about when a claim is worth pursuing and when it may not be. For business clients, he works with Richard Hale so that employment and commercial advice fit together.

Daniel grew up in south Manchester and now lives in Stockport. He plays basketball at a local leisure centre and enjoys cooking for friends and family at the weekend.`,
    email: "daniel.okafor@example.com",
    phone: "0161 496 0106",
    sortOrder: 7,
  },
  {
    slug: "sarah-bennett",
    name: "Sarah Bennett",
    role: "Associate Solicitor, Personal Injury",
    qualifications: [
      "LLB (Hons), University of Sheffield",
      "Legal Practice Course, University of Law, Manchester",
      "Admitted as a solicitor in 2018",
    ],
    practiceAreas: ["personal-injury"],
    office: "bramhall",
    bio: `Sarah Bennett is an associate solicitor in the personal injury team at the Bramhall office. She acts for people who have been hurt in road accidents, at work, or by trips and falls in public places, and she helps them claim compensation from the person or organisation responsible.

Sarah's clients are often in pain, off work and worried about money. She explains how a claim works and how it will be paid for before anything starts, and she keeps in regular touch so that clients always know what is happening next. She also helps clients find the right treatment and support while the claim goes on.

Sarah grew up in Hazel Grove. In her spare time she walks her dog in Lyme Park and helps to run a junior netball team.`,
    email: "sarah.bennett@example.com",
    phone: "0161 496 0107",
    sortOrder: 8,
  },
  {
    slug: "james-mercer",
    name: "James Mercer",
    role: "Solicitor, Crime and Motoring",
    qualifications: [
      "LLB (Hons), Lancaster University",
      "Legal Practice Course, Manchester Metropolitan University",
      "Admitted as a solicitor in 2019",
    ],
    practiceAreas: ["criminal-law", "motoring-offences"],
    office: "heaton-moor",
    bio: `James Mercer is a solicitor in the crime and motoring team at the Heaton Moor office. He advises people who have been asked to attend a voluntary police interview, people charged with offences in the magistrates' court, and drivers facing speeding, careless driving, insurance and totting-up cases.

James knows that most of his clients have never been in trouble before and are anxious about what might happen. He explains the process, the possible outcomes and the costs in plain words, and he makes sure clients know exactly what to expect on the day of any hearing.

James grew up in Romiley and lives in Stockport. He plays cricket for a local club in the summer and spends winter weekends walking in the Peak District.`,
    email: "james.mercer@example.com",
    phone: "0161 496 0108",
    sortOrder: 9,
  },
  {
    slug: "aisha-rahman",
    name: "Aisha Rahman",
    role: "Chartered Legal Executive, Wills and Probate",
    qualifications: [
      "CILEx Level 3 Professional Diploma in Law and Practice",
      "CILEx Level 6 Professional Higher Diploma in Law and Practice",
      "Fellow of the Chartered Institute of Legal Executives (FCILEx) since 2015",
    ],
    practiceAreas: ["wills-probate", "lasting-powers"],
    office: "bramhall",
    bio: `Aisha Rahman is a Chartered Legal Executive in the wills, probate and later life team at the Bramhall office. A Chartered Legal Executive is a qualified lawyer who has trained and qualified through the Chartered Institute of Legal Executives (CILEx). Aisha prepares wills and lasting powers of attorney, and helps executors apply for probate and deal with the estate of someone who has died.

Aisha is patient and thorough. She takes time to make sure clients understand each document before they sign it, and she is happy to go through things more than once. Many of her clients are older people planning ahead, or families who are grieving, and she keeps them updated without burying them in paperwork. She works closely with Eleanor Carrow, who heads the team.

Aisha lives in Cheadle Hulme with her family. She enjoys baking and is a regular at her local library's reading group.`,
    email: "aisha.rahman@example.com",
    phone: "0161 496 0109",
    sortOrder: 10,
  },
  {
    slug: "mark-fielding",
    name: "Mark Fielding",
    role: "Conveyancing Executive",
    qualifications: [
      "Over 20 years' experience in residential conveyancing",
      "Not a solicitor; his work is supervised by Priya Shah, Partner",
    ],
    practiceAreas: ["conveyancing"],
    office: "bramhall",
    bio: `Mark Fielding is a conveyancing executive in the residential property team at the Bramhall office. He is not a solicitor. He handles the day-to-day work on sales, purchases and remortgages, and his work is supervised by Priya Shah, the partner who heads the team.

Mark is often the person clients speak to most during a move. He chases searches, mortgage offers and replies to enquiries, and he keeps clients, estate agents and lenders updated so that everyone knows where things stand. He has worked in residential conveyancing for more than 20 years.

Mark grew up in Davenport and still lives in Stockport. He keeps an allotment and is usually happy to talk about his tomatoes.`,
    email: "mark.fielding@example.com",
    phone: "0161 496 0110",
    sortOrder: 11,
  },
];

import { areasUsuallyHeardAt, familyCourts } from "~/content/facts/family-courts";
import type { ServicePage } from "~/content/types";

const { stockport, manchester } = familyCourts;

const page: ServicePage = {
  path: "family-law",
  practiceArea: "family-law",
  meta: {
    title: "Family Law and Divorce Solicitors",
    description:
      "Divorce, money after separation, arrangements for children, prenups and protection from domestic abuse: calm, practical family law advice from Heaton Moor.",
  },
  heading: "Family law",
  lead: "When a relationship ends, or a family needs protection, clear advice makes a hard time easier. We help with divorce, money and property, children, agreements between couples, and urgent protection from abuse.",
  sections: [
    {
      heading: "Divorce and dissolution",
      body: `Since April 2022, divorce in England and Wales has been **no-fault**. Nobody has to prove adultery or unreasonable behaviour. One spouse, or both together, tells the court that the marriage has broken down irretrievably, and the court accepts that. Ending a civil partnership, called **dissolution**, follows the same rules.

After the application is issued, there is a **20-week reflection period** before you can apply for a **conditional order** — the court's confirmation that you are entitled to divorce. You must then wait at least **6 weeks and 1 day** before applying for the **final order**, which legally ends the marriage. A divorce can only be disputed on narrow grounds, such as whether the marriage was valid.`,
    },
    {
      heading: "Money and property",
      body: `The divorce itself does not settle your finances; that needs a **financial order**. If you agree, we draw up a **consent order** for a judge to approve. If not, either of you can ask the court to decide, after both sides give full financial information. The court looks at homes, savings, pensions, businesses and debts, and at everyone's needs, especially the children's. Without an order, claims can stay open for years after a divorce, so we recommend one in almost every case.`,
    },
    {
      heading: "Arrangements for children",
      body: `Most parents agree where children will live and how they spend time with each parent, and we encourage that wherever it is safe. Otherwise, a parent can apply for a **child arrangements order**, and the court's first concern is the child's welfare.

Before applying to court about children or money, you usually have to attend a **MIAM** — a Mediation Information and Assessment Meeting — to see whether mediation could work. Domestic abuse and real urgency are among the exceptions.`,
    },
    {
      heading: "Living together and agreements before marriage",
      body: `There is no "common-law marriage" in England and Wales. Unmarried couples who separate do not have the rights of married couples, however long they have been together; a shared home depends on whose name it is in and what was agreed. A **cohabitation agreement** can set out who owns what, and we advise separating couples who disagree about a home.

A **prenuptial agreement** records how you would divide your assets if a marriage ended. It is not automatically binding, but a court is likely to uphold a fair one that you both signed freely, with full information and separate advice, well before the wedding.`,
    },
    {
      heading: "Domestic abuse: protection and emergency help",
      body: `**If you are in danger now, call 999.** If you cannot speak, stay on the line and, on a mobile, press 55 when prompted so the operator knows it is a real emergency.

The court can protect you with a **non-molestation order**, which forbids someone from using or threatening violence, harassing or intimidating you, and an **occupation order**, which decides who may live in the family home. In urgent cases the court can act very quickly, sometimes on the day you apply, without warning the other person first. Breaking a non-molestation order is a crime.`,
    },
    {
      heading: "Which court would hear your case",
      body: `Many family matters are settled without a contested hearing. When a court is needed, the court itself decides where the case is heard, and some hearings take place by phone or video.

For people living in ${stockport.serves} (${areasUsuallyHeardAt("stockport")}), family cases are usually heard at the ${stockport.name}, at ${stockport.building}. For ${areasUsuallyHeardAt("manchester")}, in ${manchester.serves}, they are usually heard at the ${manchester.building}, where the ${manchester.name} sits.`,
    },
    {
      heading: "Talk to someone",
      body: `You do not have to decide anything at a first meeting. Book a [free 30-minute consultation](/consultation) with our family solicitor at Heaton Moor, by phone or by video, and find out where you stand. If it is urgent, phone {phone} and tell us, and we will get back to you as quickly as we can.`,
    },
  ],
  steps: [
    {
      title: "First advice",
      body: "We talk through your situation, options and likely timetable.",
      duration: "Free 30-minute consultation",
    },
    {
      title: "Divorce application issued",
      body: "The court issues the online application and, if you applied alone, sends it to your spouse.",
      duration: "A few weeks",
    },
    {
      title: "Reflection period",
      body: "Counted from the date the application is issued. It is a good time to agree finances and arrangements for children.",
      duration: "20 weeks",
    },
    {
      title: "Conditional order",
      body: "A judge checks the paperwork before the court pronounces the conditional order.",
      duration: "Several weeks",
    },
    {
      title: "Final order",
      body: "This can be applied for 6 weeks and 1 day after the conditional order, but we usually advise waiting for a financial order first, to protect pension and other rights.",
      duration: "From 43 days after the conditional order",
    },
  ],
  costs: `**How we charge.** Most family work is charged at **hourly rates**, because the time needed depends on how much you and your former partner can agree. For defined work, such as an undisputed divorce, a consent order you have already agreed, or a prenuptial agreement, we can often agree a **fixed fee** in writing instead.

**Before we start.** We give you a written estimate, or confirm the fixed fee in writing, before any work begins, and we tell you before costs go beyond the estimate.

**What moves the cost.** Above all, how much you can agree: a case settled through negotiation or mediation costs far less than one decided at a contested court hearing. The number of homes, pensions and businesses to value, how quickly each side shares financial information, and how many court hearings there are also make a difference.

**Other costs.** Court fees are extra and are paid to the court; help with them may be available if you have a low income. A barrister's or expert's fee, if one is needed, is agreed with you first. Legal aid is now limited in family cases, mainly where there is evidence of domestic abuse or a risk to a child, and we will tell you at the outset whether you might qualify.`,
  feesInBrief:
    "Usually hourly rates, with a written estimate at the start; often a fixed fee for defined work such as an undisputed divorce.",
  usualDuration: "A divorce takes around seven months at the least; finances can take longer",
  faqs: [
    {
      question: "How long does a divorce take?",
      answer:
        "With the 20-week reflection period and the wait before the final order, around seven months is the realistic minimum. Finances can take longer, especially if the court decides.",
    },
    {
      question: "Do we have to go to mediation?",
      answer:
        "Mediation itself is voluntary, but you usually must attend a MIAM before applying to court about children or money, unless an exception such as domestic abuse applies. Many couples find mediation a quicker, cheaper way to agree.",
    },
    {
      question: "Will I have to leave the family home?",
      answer:
        "Not automatically. A married person whose name is not on the title has a right to stay, which we can protect with a notice at HM Land Registry. Who keeps the home long term depends on the financial settlement and where any children will live.",
    },
    {
      question: "Can grandparents ask to see their grandchildren?",
      answer:
        "Yes, though grandparents usually need the court's permission before applying for a child arrangements order. Trying to agree first, perhaps through mediation, is often best.",
    },
  ],
  team: ["hannah-doyle"],
  related: ["conveyancing", "wills-probate", "lasting-powers"],
};

export default page;

import type { ServicePage } from "~/content/types";

const page: ServicePage = {
  path: "business-law",
  practiceArea: "business-law",
  meta: {
    title: "Business Law for Owners and Companies",
    description:
      "Practical legal help for owner-managed businesses: setting up, shareholder agreements, contracts and terms, and buying or selling a business, from Heaton Moor.",
  },
  heading: "Business law",
  lead: "We act for owner-managed businesses, start-ups and established local companies. Our aim is simple: clear documents that fit how your business really works, and advice you can act on without wading through jargon.",
  sections: [
    {
      heading: "Starting up and choosing a structure",
      body: `How you set up affects your tax, your personal risk and how easily you can bring in investors or sell later. The main choices are:

- **sole trader** — simple, but you are personally liable for the business's debts;
- **partnership** — two or more people in business together, each usually liable for the firm's debts;
- **limited liability partnership (LLP)** — a partnership whose members have limited liability;
- **limited company** — a separate legal person owned by shareholders and run by directors.

We work alongside your accountant on the tax side. If you form a company, remember that Companies House now requires directors and people with significant control to verify their identity.`,
    },
    {
      heading: "Shareholders' and partnership agreements",
      body: `Every company has **articles of association** — its public rulebook, filed at Companies House. A **shareholders' agreement** is a private contract between the owners that covers what the articles usually do not: what happens if you disagree, if someone wants to leave or dies, how shares are valued and who may buy them, and how profits are paid out.

Partnerships and LLPs need an equivalent agreement. Without one, default rules apply that rarely suit a modern business. These documents are easiest to agree while everyone is getting on.`,
    },
    {
      heading: "Contracts and terms of business",
      body: `Well-drafted contracts prevent many disputes. We prepare and review:

- terms and conditions for selling goods or services;
- supply, distribution and agency agreements;
- confidentiality agreements for sharing ideas or information;
- website terms and the data protection wording your business needs under UK GDPR.

When someone sends you a contract to sign, we can review it, point out the clauses that put you at risk and suggest changes that are realistic to ask for.`,
    },
    {
      heading: "Buying or selling a business",
      body: `A business can be sold as **shares**, where the buyer takes over the company with its history, or as **assets**, where the buyer picks what it takes, such as the equipment, customer contracts and goodwill. The choice affects tax, risk and what happens to staff.

For a buyer, we lead the **due diligence** — the legal checks on what you are buying — and negotiate protections in the sale agreement. For a seller, we help you prepare, so that questions can be answered quickly and the deal keeps its momentum. Where employees transfer with the business, [Daniel Okafor](/team/daniel-okafor) advises on the employment side.`,
    },
    {
      heading: "Employment documents for employers",
      body: `Businesses that take on staff need written terms for each employee from their first day, and sensible policies on matters such as discipline, grievances and absence. Our [employment law](/services/employment-law) page explains how we help employers and employees when things go wrong.`,
    },
    {
      heading: "Arrange a first meeting",
      body: `Business owners are busy, so our first conversation is free, lasts 30 minutes and can be by video if that suits you better. [Pick a time online](/consultation), or call {phone} and ask for the business team at Heaton Moor.`,
    },
  ],
  steps: [
    {
      title: "Understand the business",
      body: "We learn how your business runs, who is involved and what you want to achieve, so the advice fits.",
      duration: "First meeting",
    },
    {
      title: "Scope and price",
      body: "We confirm in writing what we will do, who will do it and what it will cost.",
      duration: "Within a few working days",
    },
    {
      title: "Gather information",
      body: "You send us the existing documents, figures and details we need.",
      duration: "1 to 2 weeks",
    },
    {
      title: "First draft",
      body: "We prepare the document or advice and talk you through it.",
      duration: "1 to 3 weeks",
    },
    {
      title: "Negotiate and finalise",
      body: "Where another party is involved, we negotiate the terms until the document is agreed.",
      duration: "Depends on the other side",
    },
    {
      title: "Sign and file",
      body: "We arrange signing and make any filings needed at Companies House.",
      duration: "About 1 week",
    },
  ],
  costs: `**How we charge.** For defined pieces of work, such as forming a company, a standard shareholders' agreement or a review of your terms and conditions, we usually offer a **fixed fee**, agreed in writing before we start. Larger or less predictable work, such as negotiating the sale or purchase of a business, is charged at **hourly rates**.

**Before we start.** For hourly work we give you a written estimate at the start, report against it as the work goes on, and warn you before it is exceeded. VAT is added to our fees.

**What moves the cost.** The size and complexity of the deal or document, how much has to be negotiated with the other side, how much checking (due diligence) a sale or purchase needs, and how quickly the information we need arrives.`,
  feesInBrief:
    "A fixed fee for defined work such as forming a company; hourly rates, with a written estimate, for larger work.",
  usualDuration:
    "Depends on the work: selling a business often takes 3 to 6 months once terms are agreed",
  faqs: [
    {
      question: "Do we really need a shareholders' agreement if we are friends?",
      answer:
        "That is exactly when it is easiest to agree one. Friendships can survive a disagreement about money far better when everyone agreed the rules in advance. Disagreements between shareholders are much harder to resolve when there is no agreement, or only an out-of-date one.",
    },
    {
      question: "What is the difference between the articles and a shareholders' agreement?",
      answer:
        "The articles are the company's constitution and are public at Companies House. A shareholders' agreement is private and binds only the shareholders who sign it. Many companies have both, and they should work together.",
    },
    {
      question: "How long does it take to sell a business?",
      answer:
        "Once a buyer is found and terms are agreed, the legal work often takes three to six months. A well-prepared seller with tidy records can move faster; complex deals, or ones needing third-party consent such as a landlord's, take longer.",
    },
    {
      question: "Can you look over a contract someone has sent me?",
      answer:
        "Yes. Send it with a note of what the deal is meant to achieve. We will tell you which clauses matter most, what is unusual and what you might ask to change, usually for a fixed fee agreed in advance.",
    },
    {
      question: "Should I trade as a limited company?",
      answer:
        "Often, yes, once a business has real risks or is making a profit, but not always. A company gives you limited liability but brings more paperwork and public filings. We look at the legal side and suggest you talk to an accountant about tax before deciding.",
    },
  ],
  team: ["richard-hale", "daniel-okafor"],
  related: ["employment-law", "commercial-litigation", "dispute-resolution"],
};

export default page;

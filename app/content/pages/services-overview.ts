import type { PageMeta, Section } from "~/content/types";
import type { PracticeAreaSlug } from "~/shared/firm/facts";

export const servicesOverview = {
  meta: {
    title: "Our Legal Services",
    description:
      "Legal help from {shortName} in Stockport: wills, probate, conveyancing, family, employment, business, disputes, injury claims, crime and motoring.",
  },
  heading: "Our legal services",
  lead: "We help people and businesses in Stockport and south Manchester with twelve areas of law. Find your area below, or book a free first consultation and we will point you in the right direction.",
  sections: [
    {
      heading: "For you and your family",
      body: `- [Wills and probate](/services/wills-probate): making a will, and dealing with the estate of someone who has died. We can also act as [executor](/services/executor-of-wills) (the person who carries out a will).
- [Lasting powers of attorney](/services/lasting-powers): choosing people you trust to make decisions for you if you cannot make them yourself.
- [Inheritance disputes](/services/inheritance-disputes): disagreements about a will or an estate.
- [Family law](/services/family-law): separation, divorce, finances and arrangements for children.
- [Personal injury](/services/personal-injury): claims for compensation after an accident or injury that was someone else's fault.`,
    },
    {
      heading: "For your home",
      body: `- [Conveyancing](/services/conveyancing): the legal work of buying, selling or remortgaging a home. Read our guides to [what conveyancing is](/services/conveyancing/what-is-conveyancing), [the process](/services/conveyancing/conveyancing-process) and [what it costs](/services/conveyancing/conveyancing-costs).`,
    },
    {
      heading: "For work and business",
      body: `- [Employment law](/services/employment-law): advice for employees and employers on contracts, dismissal, redundancy and workplace problems.
- [Business law](/services/business-law): setting up and running a business, contracts and agreements.
- [Commercial litigation](/services/commercial-litigation): business disputes that may go to court.
- [Dispute resolution](/services/dispute-resolution): settling disagreements, where possible without going to court.`,
    },
    {
      heading: "Crime and motoring",
      body: `- [Criminal law](/services/criminal-law): advice and representation if you are being investigated or have been charged with an offence.
- [Motoring offences](/services/motoring-offences): speeding, penalty points, driving bans and other driving charges.`,
    },
    {
      heading: "Not sure which you need?",
      body: `Legal problems don't always fit neatly into one box. [Book a free 30-minute consultation](/consultation) or call us on {phone}. We will listen, tell you whether we can help, and introduce you to the right person.

For some services, we publish our prices on our [compliance pages](/compliance).`,
    },
  ],
} satisfies { meta: PageMeta; heading: string; lead: string; sections: Section[] };

/** One or two sentences per practice area for cards and menus (each at most 180 characters). */
export const practiceAreaSummaries: Record<PracticeAreaSlug, string> = {
  "family-law":
    "Calm, practical help with separation, divorce, money and arrangements for children.",
  conveyancing:
    "The legal work of buying, selling or remortgaging a home, with clear prices and a named person to keep you up to date.",
  "personal-injury":
    "Help claiming compensation after an accident or injury that was someone else's fault.",
  "wills-probate":
    "Make a will that says what you want, or get help dealing with the estate of someone who has died.",
  "business-law":
    "Practical legal help for businesses, from setting up to everyday contracts and agreements.",
  "employment-law":
    "Advice for employees and employers on contracts, dismissal, redundancy and problems at work.",
  "lasting-powers":
    "Choose people you trust to make decisions about your money or your health if one day you cannot make them yourself.",
  "criminal-law":
    "Clear advice and representation if you are being investigated by the police or have been charged with an offence.",
  "motoring-offences":
    "Help with speeding, penalty points, driving bans and other driving charges.",
  "dispute-resolution":
    "Help settling disagreements over money, contracts or services, without going to court where possible.",
  "commercial-litigation":
    "Advice and representation for businesses in disputes that may need to go to court.",
  "inheritance-disputes":
    "Help when there is a disagreement about a will or an estate, whether you are bringing a claim or defending one.",
};

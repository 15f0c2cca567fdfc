import type { Faq, Markdown, PageMeta, Section, Step } from "~/content/types";

/** The ways to meet; ids match the booking form's meeting-type values. */
export interface MeetingTypeCopy {
  id: "bramhall" | "heaton-moor" | "phone" | "video";
  label: string;
  hint: string;
}

export const consultationPage = {
  meta: {
    title: "Book a Free Consultation",
    description:
      "Book a free 30-minute first consultation with {firmName} at our Bramhall or Heaton Moor office, by phone or by video. No obligation.",
  },
  heading: "Book a free consultation",
  lead: "Talk to one of our team for up to 30 minutes, free of charge and with no obligation. Choose a time that suits you and how you would like to meet.",
  sections: [
    {
      heading: "What the free consultation is",
      body: `It is a **first conversation**, lasting up to 30 minutes. You tell us what has happened and what you would like to achieve. We will:

- listen and ask some questions;
- explain your options in general terms;
- tell you how we could help, who would do the work and what it is likely to cost.

It is **not a full advice session**. We won't usually be able to read long documents, draft anything or give detailed written advice in the time. If you decide you would like us to help, we will explain the next steps and confirm our costs in writing.`,
    },
    {
      heading: "It is free, with no obligation",
      body: `There is no charge for the consultation, and you don't have to instruct us afterwards. If you do want us to act for you, we will send you an **engagement letter**: a letter that sets out the work, who will do it, the cost and our terms. We only start acting for you once we have confirmed that in writing.`,
    },
    {
      heading: "What to bring",
      body: `- **You don't need ID** for this first conversation. If you later ask us to act for you, we will ask for proof of identity then.
- **Documents that relate to your matter** help us understand it quickly: for example, letters you have received, court papers, a will, or details of a property or a job offer.
- **A short list of dates** if your situation has a history, such as when you separated or when an accident happened.
- **Your questions.** It can help to write them down beforehand so you don't forget anything.

For a phone or video meeting, have your documents to hand.`,
    },
    {
      heading: "If you need any adjustments",
      body: `If you have a disability or need anything to make the meeting easier, such as step-free access, a longer appointment or someone with you, tell us in the notes when you book, or call us. We will make reasonable adjustments.

If your consultation is about a will or a lasting power of attorney for yourself, we may ask to speak with you on your own for part of the meeting. We do this for every client, to make sure the wishes are truly yours.`,
    },
  ] satisfies Section[],
  meetingTypesHeading: "How would you like to meet?",
  meetingTypes: [
    {
      id: "bramhall",
      label: "At our Bramhall office",
      hint: "{bramhallAddress}, in the centre of Bramhall village.",
    },
    {
      id: "heaton-moor",
      label: "At our Heaton Moor office",
      hint: "{heatonMoorAddress}, on the edge of Heaton Moor's main shopping street.",
    },
    {
      id: "phone",
      label: "By phone",
      hint: "We will call you at the time you choose, on the number you give us.",
    },
    {
      id: "video",
      label: "By video",
      hint: "We will e-mail you how to join before the meeting.",
    },
  ] satisfies MeetingTypeCopy[],
  hoursNote: "Appointments are available {weekdayHours}.",
  saturdayNote:
    "Saturdays are by appointment: ask for a Saturday morning or afternoon under the calendar, or call us on {phone}, and we will agree a time with you.",
  nextStepsHeading: "What happens next",
  nextSteps: [
    {
      title: "You choose a time",
      body: "Pick how you would like to meet and a time that suits you, and tell us briefly what it is about.",
    },
    {
      title: "We confirm by e-mail",
      body: "We send you an e-mail confirming the date, time and place. It includes a link to move or cancel your booking if your plans change.",
    },
    {
      title: "We check we can help",
      body: "Before the meeting, we check that we are not already acting for anyone on the other side (a conflict of interest). If we can't help, we will tell you as soon as possible.",
    },
    {
      title: "We talk",
      body: "You meet one of our team for up to 30 minutes. Afterwards, it is up to you whether you would like us to help further.",
    },
  ] satisfies Step[],
  privacyNote: `We use your details only to arrange and prepare for your consultation, and we keep them for 12 months if you don't go on to instruct us. Read our [privacy policy](/legal/privacy-policy) to find out more.

Booking a consultation does not make you our client. See our [website terms](/legal/terms) for the details.`,
  faqs: [
    {
      question: "Is the consultation really free?",
      answer:
        "Yes. The first consultation of up to 30 minutes is free, and there is no obligation to instruct us afterwards. If you would like us to help further, we will tell you the cost in writing before any work starts.",
    },
    {
      question: "How do I move or cancel my booking?",
      answer:
        "Use the link in your confirmation e-mail. It opens your booking, where you can choose another free time or cancel; if you have an account with us, you can do the same there. A Saturday request can be cancelled there; to change it, call us. You can also call us on {phone} to move or cancel any booking. Please let us know as early as you can.",
    },
    {
      question: "Who will I speak to?",
      answer:
        "A member of the team that deals with your kind of matter. You can see everyone on our [team page](/about/team).",
    },
    {
      question: "Can someone come with me?",
      answer:
        "Yes, you are welcome to bring a relative or friend for support. For some matters, such as a will, we may ask to speak with you alone for part of the meeting.",
    },
  ] satisfies Faq[],
  /** Shown only while the firm sees people on Saturdays by appointment (/admin/firm/hours). */
  saturdayFaq: {
    question: "Can I have an appointment on a Saturday?",
    answer:
      "Yes, by appointment. After choosing what it is about and how to meet, ask for a Saturday morning or afternoon under the calendar, or call us on {phone}. We will contact you to agree a time.",
  } satisfies Faq,
} satisfies {
  meta: PageMeta;
  heading: string;
  lead: string;
  sections: Section[];
  meetingTypesHeading: string;
  meetingTypes: MeetingTypeCopy[];
  hoursNote: string;
  saturdayNote: string;
  saturdayFaq: Faq;
  nextStepsHeading: string;
  nextSteps: Step[];
  privacyNote: Markdown;
  faqs: Faq[];
};

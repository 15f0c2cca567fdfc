import type { Faq, Markdown, PageMeta, Step } from "~/content/types";

export const contactPage = {
  meta: {
    title: "Contact Us",
    description:
      "Contact {firmName} in Bramhall and Heaton Moor, Stockport. Call {phone}, e-mail us, visit an office or send a message using our form.",
  },
  heading: "Contact us",
  lead: "Call us, e-mail us, visit one of our offices, or send a message using the form on this page. We are open {weekdayHours}{byAppointment}.",
  officesHeading: "Our offices",
  hoursHeading: "Opening hours",
  formHeading: "Send us a message",
  formIntro: `Tell us briefly what you need help with and how to reach you. Please don't include confidential details or documents yet: a short summary is enough for us to get back to you.

If you would rather talk it through, you can [book a free 30-minute consultation](/consultation) instead.`,
  nextStepsHeading: "What happens next",
  nextSteps: [
    {
      title: "We read your message",
      body: "A member of our team reads your message and passes it to the person best placed to help.",
    },
    {
      title: "We get in touch",
      body: "We reply by phone or e-mail, whichever you asked for, usually by the end of the next working day.",
    },
    {
      title: "We talk about how we can help",
      body: "We tell you whether we can help and what the next step would be. Often that is a free first consultation. You are under no obligation.",
    },
  ] satisfies Step[],
  privacyNote: `We use the details you send only to reply to your enquiry, and we keep them for 12 months if you don't go on to instruct us. Read our [privacy policy](/legal/privacy-policy) to find out more.

Sending us a message does not make you our client. We only act for you once we have confirmed that in writing.`,
  faqs: [
    {
      question: "How quickly will you reply?",
      answer:
        "We aim to reply by the end of the next working day. If your matter is urgent, for example if you have a court date or a deadline coming up, please phone us on {phone} rather than using the form.",
    },
    {
      question: "Which office should I contact?",
      answer:
        "Either. Our phone number and e-mail address reach both offices, and we will make sure your message gets to the right person. You can choose to meet at whichever office is easier for you.",
    },
    {
      question: "Can I send you documents?",
      answer:
        "Please wait until we have spoken. We will tell you which documents we need and the best way to send them. This keeps your information safe and saves you time.",
    },
    {
      question: "What if I need help outside office hours?",
      answer: `We don't have an out-of-hours phone line, but you can send us a message at any time and we will reply when we are next open.

If you have been arrested or asked to attend a police station, you have the right to free legal advice there. Ask the police for it.`,
    },
    {
      question: "Can I come to your office without an appointment?",
      answer:
        "You are welcome to drop in during office hours to make an appointment or leave documents we have asked for. To make sure the right person is free to see you, it is best to book or call us first.",
    },
  ] satisfies Faq[],
} satisfies {
  meta: PageMeta;
  heading: string;
  lead: string;
  officesHeading: string;
  hoursHeading: string;
  formHeading: string;
  formIntro: Markdown;
  nextStepsHeading: string;
  nextSteps: Step[];
  privacyNote: Markdown;
  faqs: Faq[];
};

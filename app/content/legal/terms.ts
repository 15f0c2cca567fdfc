import type { DocumentPage } from "~/content/types";

const page: DocumentPage = {
  meta: {
    title: "Website Terms of Use",
    description:
      "The terms for using the {firmName} website and booking a free first consultation: general information only, links, liability and governing law.",
  },
  heading: "Website terms of use",
  lead: "These terms apply when you use our website or book a free consultation through it. Please read them: by using the site, you accept them.",
  updated: "2026-11-27",
  sections: [
    {
      heading: "Who we are",
      body: `This website is run by **{firmName}**, a firm of solicitors. {regulatoryStatement} You can check our details on the [SRA's register](https://www.sra.org.uk/consumers/register/) and read the [SRA Standards and Regulations](https://www.sra.org.uk/solicitors/standards-regulations/) that apply to us.

{legalFormStatement} {vatStatement} {insuranceStatement}

{officeList}
- **Phone:** {phone}
- **E-mail:** {email}`,
    },
    {
      heading: "General information, not legal advice",
      body: `The pages, guides and articles on this website give **general information** about the law in England and Wales. They are not legal advice about your situation.

Every case is different, and the law changes. Please do not act, or decide not to act, on the strength of this website alone. Speak to a solicitor about your own circumstances first. You can [book a free first consultation](/consultation) with us.`,
    },
    {
      heading: "When we start acting for you",
      body: `Using this website, sending us a message or booking a consultation **does not make you our client**. There is no solicitor–client relationship between us until:

1. we have checked that we can act for you (for example, that we are not already acting for someone on the other side); and
2. we have **confirmed in writing** that we will act, by sending you our **engagement letter**: a letter that sets out the work we will do, who will do it, what it will cost and our terms of business.

Until then, we are not responsible for advising you or for any deadlines in your matter. If your matter has a deadline, such as a court date or a time limit for making a claim, please phone us on {phone} rather than relying on the website or e-mail.`,
    },
    {
      heading: "Accuracy",
      body: `We work hard to keep this website accurate and up to date. But the law, fees and government charges change, and we cannot promise that every page is complete or current on the day you read it.

Prices and estimates on this site are a guide. The price for your matter will be confirmed in writing before we start. If you spot a mistake, please tell us at {email}.`,
    },
    {
      heading: "Links to other websites",
      body: `We sometimes link to other websites, such as GOV.UK, the SRA or the Legal Ombudsman, because they are useful. We do not control those websites and are not responsible for what they contain or how they use your data. A link does not mean we endorse everything on that site.`,
    },
    {
      heading: "Using our website properly",
      body: `You may use this website for your own information and to contact us. Please do not:

- use it for anything unlawful or fraudulent;
- try to get into parts of the site you are not allowed to, such as the staff admin area, or interfere with how it works;
- send us anything harmful, such as viruses, or send messages in bulk or by automated means;
- make bookings in someone else's name without their permission, or bookings you do not intend to keep;
- copy large parts of the site, or collect data from it automatically.

We may block access or cancel bookings where someone breaks these terms.`,
    },
    {
      heading: "Intellectual property",
      body: `The words, illustrations, logo and design of this website belong to {firmName}, unless we say otherwise. You may print or save pages for your own use, or share a link to them. Please do not copy, publish or sell our content without our written permission.

The SRA digital badge belongs to the Solicitors Regulation Authority.`,
    },
    {
      heading: "Our liability",
      body: `We want to be fair and clear about what we are responsible for.

- Because the website gives general information and not advice, we are **not responsible for losses** caused by relying on it without taking advice about your own situation.
- We are not responsible for losses caused by the website being unavailable for a while, or by events outside our reasonable control.
- We are not responsible for other websites we link to.

**What these terms do not limit.** Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that the law does not allow us to exclude or limit. Nothing here affects your legal rights as a consumer.

Once you are our client, our engagement letter and terms of business set out our responsibilities for your matter.`,
    },
    {
      heading: "Booking a free consultation",
      body: `You can book a **free first consultation** of up to **30 minutes** on our [consultation page](/consultation). You can meet us at our Bramhall or Heaton Moor office, by phone or by video. Saturday appointments are available by request.

**What it is.** A first conversation with one of our team. You tell us what has happened; we explain your options in general terms, how we could help, who would do the work, and what it is likely to cost.

**What it is not.** It is not a full advice session. We will not usually read through long documents, draft anything, or give detailed written advice in the consultation. It does not make you our client (see "When we start acting for you" above).

**There is no obligation.** You do not have to instruct us after the meeting, and there is no charge for it.

**Moving or cancelling your booking.** Your confirmation e-mail includes a link to your booking. There you can move it to another free time or cancel it; if you have an account with us, you can do the same from your account. A Saturday request can be cancelled there too; to change it, phone us on {phone}. You can also phone us to move or cancel any booking. Please let us know as early as you can, so we can offer the time to someone else.

**If we cannot help.** Before the meeting we check that we are free to help you. If we find a conflict of interest, or the matter is outside the work we do, we will let you know and cancel the booking.

We explain how we use the details you give us in our [privacy policy](/legal/privacy-policy).`,
    },
    {
      heading: "Changes to these terms",
      body: `We may update these terms from time to time. The date at the top of this page shows when they last changed. The version on this page when you use the site is the one that applies.`,
    },
    {
      heading: "Governing law",
      body: `These terms are governed by the law of **England and Wales**. Any dispute about them will be dealt with by the courts of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.

If you have a complaint about our service, please see our [complaints procedure](/complaints).`,
    },
  ],
};

export default page;

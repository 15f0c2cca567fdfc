import { type FirmFacts, type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";
import { weekdayOfficeHours } from "~/shared/firm/office-hours";
import { greeting } from "./greeting";
import { type RenderedMail, renderMail } from "./letterhead";
import { type DetailRows, DetailsBlock, detailLines, Heading, Paragraph } from "./mail-parts";
import { textHeading } from "./mail-text";

export interface EnquiryForMail {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  practiceArea: string;
  message: string;
  replyBy: "email" | "phone";
}

const areaName = (slug: string) =>
  slug === "other" ? "Something else" : practiceAreaName(slug as PracticeAreaSlug);

/** The visitor's message as they wrote it: blank lines part paragraphs, line breaks stay. */
function Message({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, p) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's paragraphs never move
    <Paragraph key={p}>
      {paragraph.split("\n").map((line, l) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: nor do its lines
        <span key={l}>
          {l > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Paragraph>
  ));
}

/** To the firm: everything the visitor sent, so the right person can reply. */
export function enquiryNotification(e: EnquiryForMail, facts: FirmFacts): RenderedMail {
  const rows: DetailRows = [
    ["Reference", e.reference],
    ["Name", e.name],
    ["E-mail", e.email],
    ["Phone", e.phone ?? "Not given"],
    ["About", areaName(e.practiceArea)],
    ["Reply by", e.replyBy === "phone" ? "Phone" : "E-mail"],
  ];
  return renderMail({
    firm: facts,
    subject: `New enquiry ${e.reference}: ${areaName(e.practiceArea)}`,
    body: (
      <>
        <Paragraph>A new enquiry has come in through the website.</Paragraph>
        <DetailsBlock title="The enquiry" rows={rows} />
        <Heading>Message</Heading>
        <Message text={e.message} />
      </>
    ),
    text: [
      "A new enquiry has come in through the website.",
      "",
      ...textHeading("The enquiry"),
      ...detailLines(rows),
      "",
      ...textHeading("Message"),
      e.message,
    ].join("\n"),
  });
}

/**
 * To the visitor: that we have it, the reference and what happens next. Their message is not
 * repeated, in case the address was mistyped and this reaches someone else.
 */
export function enquiryAcknowledgement(e: EnquiryForMail, facts: FirmFacts): RenderedMail {
  const dear = greeting(e.name, { firstNameOnly: true });
  const area = areaName(e.practiceArea).toLowerCase();
  const reply =
    e.replyBy === "phone"
      ? "We will call you on the number you gave us"
      : "We will reply to this e-mail address";
  const urgent = `${reply}, usually by the end of the next working day. If your matter is urgent, please call us on ${facts.phone}, ${weekdayOfficeHours(facts.hours)}.`;
  const notYetClient =
    "Sending us a message does not make you our client; we will confirm in writing if we are able to act for you.";
  const notYou = "If you did not contact us, please ignore this e-mail.";
  return renderMail({
    firm: facts,
    subject: `We have your message (${e.reference})`,
    body: (
      <>
        <Paragraph>{dear}</Paragraph>
        <Paragraph>
          Thank you for contacting {facts.name} about {area}. Your reference is{" "}
          <strong>{e.reference}</strong>.
        </Paragraph>
        <Paragraph>{urgent}</Paragraph>
        <Paragraph>{notYetClient}</Paragraph>
        <Paragraph style={{ margin: 0 }}>{notYou}</Paragraph>
      </>
    ),
    text: [
      dear,
      "",
      `Thank you for contacting ${facts.name} about ${area}. Your reference is ${e.reference}.`,
      "",
      urgent,
      "",
      notYetClient,
      "",
      notYou,
    ].join("\n"),
  });
}

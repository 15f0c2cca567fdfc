import {
  areaLabel,
  formatWhen,
  lawyerToBeConfirmed,
  lawyerWithRole,
  type NamedLawyer,
  placeOf,
  whatToBring,
} from "~/shared/booking/facts";
import type { MeetingType } from "~/shared/schemas/booking";
import { formatDate } from "~/shared/time/format";
import { greeting } from "./greeting";
import { type MailFirm, type RenderedMail, renderMail } from "./letterhead";
import {
  type DetailRows,
  DetailsBlock,
  detailLines,
  Heading,
  LinkButton,
  LinkShown,
  Paragraph,
  Phone,
} from "./mail-parts";
import { textAction, textHeading } from "./mail-text";

export interface BookingForMail {
  reference: string;
  name: string;
  email: string;
  phone: string;
  summary: string;
  practiceArea: string;
  type: MeetingType;
  start: Date;
  status: "confirmed" | "requested" | "cancelled";
  /** The video meeting's address; never given once the booking is cancelled. */
  meetingUrl: string | null;
  /** Who the client will meet, and their page on the site (null while they are not listed). */
  lawyer: NamedLawyer | null;
  manageUrl: string;
  /** The firm's facts when the mail is queued: its letterhead, number and office addresses. */
  firm: MailFirm;
}

function details(b: BookingForMail, reader: "client" | "firm" = "client"): DetailRows {
  const place = placeOf(
    {
      type: b.type,
      phone: b.phone,
      status: b.status,
      meetingUrl: b.meetingUrl,
      lawyerName: b.lawyer?.name,
    },
    b.firm.offices,
  );
  const rows: DetailRows = [
    ["Reference", b.reference],
    ["When", formatWhen(b.start)],
  ];
  if (b.lawyer) rows.push(["With", lawyerWithRole(b.lawyer), b.lawyer.pageUrl ?? undefined]);
  else if (reader === "firm") rows.push(["With", "No lawyer yet"]);
  else if (b.status === "requested") rows.push(["With", lawyerToBeConfirmed]);
  rows.push(["How", place.label]);
  rows.push(place.joinUrl ? ["Join", place.joinUrl, place.joinUrl] : ["Where", place.where]);
  rows.push(["About", areaLabel(b.practiceArea)]);
  return rows;
}

/** How to join a video consultation, for the mails that come before it. */
function joining(b: BookingForMail) {
  if (!b.meetingUrl || b.status === "cancelled") return undefined;
  const words =
    "At the time of your consultation, open this link in a web browser on a computer, tablet or phone with a camera and microphone:";
  return {
    body: (
      <Paragraph>
        {words} <LinkShown href={b.meetingUrl} />
      </Paragraph>
    ),
    text: ["", `${words} ${b.meetingUrl}`],
  };
}

/** "Dear Jo," for the client's first name, if it is one we may write into a mail. */
const dearFirstName = (b: BookingForMail) => greeting(b.name, { firstNameOnly: true });

/**
 * How the client's mails about a booking begin: the greeting, a sentence or two, then the
 * booking's details as a block of their own (when, with whom, how and where), in the HTML part
 * and in the plain-text part alike.
 */
function openingWithDetails(b: BookingForMail, title: string, paragraphs: string[]) {
  const rows = details(b);
  const all = [dearFirstName(b), ...paragraphs];
  return {
    body: (
      <>
        {all.map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
        <DetailsBlock title={title} rows={rows} />
      </>
    ),
    text: [
      ...all.flatMap((paragraph) => [paragraph, ""]),
      ...textHeading(title),
      ...detailLines(rows),
    ],
  };
}

/** The manage link as the client's one button, and as a line of the plain text. */
const manageLabel = "Manage your booking";

/** To the client: the time in UK time, place, what to bring and the manage link. */
export function bookingConfirmation(
  b: BookingForMail,
  options: { moved?: boolean; reassigned?: boolean; linkReplaced?: boolean } = {},
): RenderedMail {
  const opening = options.moved
    ? "Your free consultation has moved. Here are the new details; your calendar invite is updated."
    : options.reassigned
      ? `You will now meet ${b.lawyer?.name ?? "another of our lawyers"} at the same time. Here are the details; your calendar invite is updated.`
      : "Your free 30-minute consultation is booked. The details are below, with a calendar invite attached.";
  // Staff changes issue a fresh manage link (only its hash is kept, so the old one can't be resent).
  const replaced = options.linkReplaced
    ? " It replaces the link in our earlier e-mails, which no longer works."
    : "";
  const manage = `To cancel or change the time, use the link below. Keep it to yourself: anyone with it can change the booking.${replaced}`;
  const start = openingWithDetails(b, "Your consultation", [opening]);
  const join = joining(b);
  return renderMail({
    firm: b.firm,
    subject: options.moved
      ? `Your consultation has moved: ${formatWhen(b.start)} (${b.reference})`
      : options.reassigned
        ? `Your consultation is now with ${b.lawyer?.name ?? "another lawyer"}: ${formatWhen(b.start)} (${b.reference})`
        : `Your free consultation: ${formatWhen(b.start)} (${b.reference})`,
    body: (
      <>
        {start.body}
        {join?.body}
        <Heading>What to bring</Heading>
        <ul style={{ margin: "0 0 12px", paddingLeft: "20px" }}>
          {whatToBring.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Heading>Cancel or change</Heading>
        <Paragraph>{manage}</Paragraph>
        <LinkButton href={b.manageUrl} label={manageLabel} />
        <Paragraph>
          If you need to talk to us before then, call <Phone number={b.firm.phone} />.
        </Paragraph>
      </>
    ),
    text: [
      ...start.text,
      ...(join?.text ?? []),
      "",
      ...textHeading("What to bring"),
      ...whatToBring.map((w) => `- ${w}`),
      "",
      ...textHeading("Cancel or change"),
      manage,
      textAction(manageLabel, b.manageUrl),
      "",
      `If you need to talk to us before then, call ${b.firm.phone}.`,
    ].join("\n"),
  });
}

/**
 * To someone who tried to book a time they already hold (issue 27 item 10): its details, and
 * where to find the link to change it. Sent within the hour's mail budget.
 */
export function bookingAlreadyHeld(b: BookingForMail): RenderedMail {
  const opening =
    "You asked to book a free consultation at a time when you already have one with us, so we have not made a second booking. Here are the details of the one you have.";
  const change =
    "To cancel or change it, use the link in the confirmation e-mail we sent when you booked it. If you cannot find that e-mail, call us and we will help.";
  const start = openingWithDetails(b, "The consultation you have", [opening]);
  return renderMail({
    firm: b.firm,
    subject: `You already have a consultation at this time: ${formatWhen(b.start)} (${b.reference})`,
    body: (
      <>
        {start.body}
        <Paragraph>{change}</Paragraph>
        <Paragraph>
          Our number is <Phone number={b.firm.phone} />.
        </Paragraph>
      </>
    ),
    text: [...start.text, "", change, `Our number is ${b.firm.phone}.`].join("\n"),
  });
}

export function bookingReminder(b: BookingForMail): RenderedMail {
  const start = openingWithDetails(b, "Your consultation", [
    "This is a reminder of your free consultation with us.",
  ]);
  const join = joining(b);
  const cannot = "Can't make it? Cancel or change it with the link below.";
  return renderMail({
    firm: b.firm,
    subject: `Reminder: your consultation tomorrow (${b.reference})`,
    body: (
      <>
        {start.body}
        {join?.body}
        <Paragraph>{cannot}</Paragraph>
        <LinkButton href={b.manageUrl} label={manageLabel} />
      </>
    ),
    text: [
      ...start.text,
      ...(join?.text ?? []),
      "",
      cannot,
      textAction(manageLabel, b.manageUrl),
    ].join("\n"),
  });
}

export function bookingCancelled(b: BookingForMail, reason: string | null): RenderedMail {
  const start = openingWithDetails(b, "The cancelled consultation", [
    "Your consultation has been cancelled.",
  ]);
  return renderMail({
    firm: b.firm,
    subject: `Your consultation is cancelled (${b.reference})`,
    body: (
      <>
        {start.body}
        {reason ? <Paragraph>Reason given: {reason}</Paragraph> : null}
        <Paragraph>
          You are welcome to book another time on our website, or call{" "}
          <Phone number={b.firm.phone} />.
        </Paragraph>
      </>
    ),
    text: [
      ...start.text,
      ...(reason ? ["", `Reason given: ${reason}`] : []),
      "",
      `You are welcome to book another time on our website, or call ${b.firm.phone}.`,
    ].join("\n"),
  });
}

/** To the visitor: the Saturday request has arrived and will be confirmed by a person. */
export function saturdayRequestReceived(
  b: BookingForMail,
  part: "morning" | "afternoon",
): RenderedMail {
  const day = formatDate(b.start);
  const dear = dearFirstName(b);
  const requestLabel = "Manage your request";
  const text = `Thank you for asking for a Saturday consultation on ${day} (${part}). Saturday appointments are by arrangement, so a member of our team will contact you to confirm a time and who you will meet, usually by the end of the next working day. Your reference is ${b.reference}.`;
  return renderMail({
    firm: b.firm,
    subject: `We have your Saturday request (${b.reference})`,
    body: (
      <>
        <Paragraph>{dear}</Paragraph>
        <Paragraph>{text}</Paragraph>
        <Paragraph>To cancel the request, use the link below.</Paragraph>
        <LinkButton href={b.manageUrl} label={requestLabel} />
      </>
    ),
    text: [
      dear,
      "",
      text,
      "",
      "To cancel the request, use the link below.",
      textAction(requestLabel, b.manageUrl),
    ].join("\n"),
  });
}

/** To the firm: who, when, how, and what it is about. */
export function bookingNotification(
  b: BookingForMail,
  event: "booked" | "moved" | "reassigned" | "cancelled" | "requested",
): RenderedMail {
  const all: DetailRows = [
    ...details(b, "firm"),
    ["Name", b.name],
    ["E-mail", b.email],
    ["Phone", b.phone],
    ["Summary", b.summary],
  ];
  const verb = {
    booked: "New consultation",
    moved: "Consultation moved",
    reassigned: "Consultation given to another lawyer",
    cancelled: "Consultation cancelled",
    requested: "Saturday request to confirm",
  }[event];
  return renderMail({
    firm: b.firm,
    subject: `${verb} ${b.reference}: ${formatWhen(b.start)}`,
    body: (
      <>
        <Paragraph>{verb}.</Paragraph>
        <DetailsBlock title="The consultation" rows={all} />
      </>
    ),
    text: [`${verb}.`, "", ...textHeading("The consultation"), ...detailLines(all)].join("\n"),
  });
}

import { hoursInWords } from "~/shared/auth/link-lifetimes";
import { greeting } from "./greeting";
import { type MailFirm, type RenderedMail, renderMail } from "./letterhead";
import { LinkButton, Paragraph } from "./mail-parts";
import { textAction } from "./mail-text";

/** The e-mail that brings a new member of staff in: a one-time link to choose a password. */
export function setPasswordMail(input: {
  name: string;
  link: string;
  hours: number;
  invitedBy: string;
  firm: MailFirm;
}): RenderedMail {
  const { firm } = input;
  const intro = `${input.invitedBy} has made you an account for the ${firm.shortName} website's admin area.`;
  const validity = `The link works once, for ${hoursInWords(input.hours)}. If it has run out, ask an administrator to send a new one.`;
  const unexpected = "If you weren't expecting this e-mail, you can ignore it.";
  const label = "Set your password";
  return renderMail({
    firm,
    subject: `Set your password for the ${firm.shortName} admin area`,
    body: (
      <>
        <Paragraph>{greeting(input.name)}</Paragraph>
        <Paragraph>{intro} To start, choose your password:</Paragraph>
        <LinkButton href={input.link} label={label} />
        <Paragraph>{validity}</Paragraph>
        <Paragraph style={{ margin: 0 }}>{unexpected}</Paragraph>
      </>
    ),
    text: [
      greeting(input.name),
      "",
      `${intro} To start, choose your password:`,
      "",
      textAction(label, input.link),
      "",
      validity,
      "",
      unexpected,
    ].join("\n"),
  });
}

import { hoursInWords } from "~/shared/auth/link-lifetimes";
import { greeting } from "./greeting";
import { type MailFirm, type RenderedMail, renderMail } from "./letterhead";
import { LinkButton, Paragraph } from "./mail-parts";
import { textAction } from "./mail-text";

/** A mail that is a greeting, a reason, a link and what to do if it was not expected. */
function linkMail(input: {
  subject: string;
  name: string;
  intro: string;
  link: string;
  label: string;
  validity: string;
  unexpected: string;
  firm: MailFirm;
}): RenderedMail {
  return renderMail({
    firm: input.firm,
    subject: input.subject,
    body: (
      <>
        <Paragraph>{greeting(input.name)}</Paragraph>
        <Paragraph>{input.intro}</Paragraph>
        <LinkButton href={input.link} label={input.label} />
        <Paragraph>{input.validity}</Paragraph>
        <Paragraph style={{ margin: 0 }}>{input.unexpected}</Paragraph>
      </>
    ),
    text: [
      greeting(input.name),
      "",
      input.intro,
      "",
      textAction(input.label, input.link),
      "",
      input.validity,
      "",
      input.unexpected,
    ].join("\n"),
  });
}

/** Someone asked to reset this account's password. */
export function passwordResetMail(input: {
  name: string;
  link: string;
  hours: number;
  firm: MailFirm;
}): RenderedMail {
  const { firm } = input;
  return linkMail({
    firm,
    subject: `Reset your password for the ${firm.shortName} website`,
    name: input.name,
    intro:
      "We were asked to reset the password for your account. To choose a new one, use this link:",
    link: input.link,
    label: "Choose a new password",
    validity: `The link works once, for ${hoursInWords(input.hours)}. If you ask for another link, use the newest one.`,
    unexpected:
      "If you didn't ask for this, you can ignore this e-mail: your password has not changed.",
  });
}

/** The password was changed: the owner hears of it, in case it was not them. */
export function passwordChangedMail(input: {
  name: string;
  how: string;
  firm: MailFirm;
}): RenderedMail {
  const { firm } = input;
  const what = `Your password for the ${firm.shortName} website was changed ${input.how}, and every other device signed in to your account has been signed out.`;
  const unexpected = `If this wasn't you, reset your password from the sign-in page straight away and call us on ${firm.phone}.`;
  return renderMail({
    firm,
    subject: `Your ${firm.shortName} password was changed`,
    body: (
      <>
        <Paragraph>{greeting(input.name)}</Paragraph>
        <Paragraph>{what}</Paragraph>
        <Paragraph style={{ margin: 0 }}>{unexpected}</Paragraph>
      </>
    ),
    text: [greeting(input.name), "", what, "", unexpected].join("\n"),
  });
}

/** Proves the person receives mail at the address (a new account, or a changed address). */
export function verifyEmailMail(input: {
  name: string;
  link: string;
  hours: number;
  change: boolean;
  firm: MailFirm;
}): RenderedMail {
  const { firm } = input;
  return linkMail({
    firm,
    subject: `Confirm your e-mail address for the ${firm.shortName} website`,
    name: input.name,
    intro: input.change
      ? "You asked to use this e-mail address for your account. To confirm it, use this link:"
      : "Thank you for creating an account. To confirm this is your e-mail address, use this link:",
    link: input.link,
    label: "Confirm my e-mail address",
    validity: `The link works once, for ${hoursInWords(input.hours)}. Until you confirm, your account doesn't show consultations, messages or quotes sent from this address.`,
    unexpected: "If you didn't ask for this, you can ignore this e-mail.",
  });
}

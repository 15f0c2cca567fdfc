import { useFirm } from "~/lib/firm/use-firm";
import { phoneHref } from "~/shared/firm/contact-links";

/** The firm's phone number on one line: a number split across two is easy to misread or mis-dial. */
export function PhoneNumber() {
  const { phone } = useFirm();
  return <span className="whitespace-nowrap">{phone}</span>;
}

/** A link that dials the firm, its number on one line. */
export function PhoneLink() {
  const { phone } = useFirm();
  return (
    <a href={phoneHref(phone)}>
      <PhoneNumber />
    </a>
  );
}

import { firm } from "~/config/firm";

/** The firm's phone number on one line: a number split across two is easy to misread or mis-dial. */
export function PhoneNumber() {
  return <span className="whitespace-nowrap">{firm.phone}</span>;
}

/** A link that dials the firm, its number on one line. */
export function PhoneLink() {
  return (
    <a href={firm.phoneHref}>
      <PhoneNumber />
    </a>
  );
}

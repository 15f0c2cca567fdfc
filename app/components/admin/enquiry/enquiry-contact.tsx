import { replyMailto } from "~/lib/admin/office-mailto";
import { AdminSection } from "../admin-section";

/** Who sent the enquiry and how they would like a reply, with a ready-made reply e-mail. */
export function EnquiryContact({
  enquiry,
}: {
  enquiry: {
    reference: string;
    name: string;
    email: string;
    phone: string | null;
    replyBy: string;
    topic: string;
  };
}) {
  return (
    <AdminSection id="contact-heading" title="Contact details">
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5">
        <dt className="font-semibold">Name</dt>
        <dd>{enquiry.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{enquiry.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          {enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : "Not given"}
        </dd>
        <dt className="font-semibold">Prefers a reply by</dt>
        <dd>{enquiry.replyBy === "phone" ? "Phone" : "E-mail"}</dd>
        <dt className="font-semibold">About</dt>
        <dd>{enquiry.topic}</dd>
      </dl>
      <p className="mt-4">
        <a
          href={replyMailto(enquiry.email, `Your enquiry ${enquiry.reference}`)}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 py-2 font-semibold no-underline"
        >
          Reply by e-mail<span className="sr-only">{` to ${enquiry.name}`}</span>
        </a>
      </p>
    </AdminSection>
  );
}

import type { AppLoadContext } from "react-router";
import { toHistory } from "~/components/admin/office-history";
import { enquiryTopic } from "~/lib/admin/office-format";
import { notFound } from "~/lib/not-found";

/** One enquiry as its page shows it: the message, staff's notes, who can take it, its history. */
export async function loadEnquiry(context: AppLoadContext, id: string) {
  const [enquiry, assignees, history] = await Promise.all([
    context.services.office.enquiries.get(id),
    context.services.office.enquiries.assignees(),
    context.services.audit.forEntity("enquiry", id),
  ]);
  if (!enquiry) notFound();
  return {
    enquiry: {
      id: enquiry.id,
      reference: enquiry.reference,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      topic: enquiryTopic(enquiry.practiceArea),
      message: enquiry.message,
      replyBy: enquiry.replyBy,
      status: enquiry.status,
      assignedTo: enquiry.assignedTo,
      assignedName: enquiry.assignedName,
      receivedAt: enquiry.createdAt.toISOString(),
    },
    notes: enquiry.notes.map((n) => ({
      id: n.id,
      authorName: n.authorName,
      body: n.body,
      at: n.createdAt.toISOString(),
    })),
    assignees,
    history: toHistory(history),
  };
}

import type { enquiryStatusValues } from "~/shared/schemas/office-admin";

export type EnquiryStatus = (typeof enquiryStatusValues)[number];

/** An enquiry's status as staff read it, on the inbox's tabs and the enquiry's page. */
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  "in-progress": "In progress",
  closed: "Closed",
};

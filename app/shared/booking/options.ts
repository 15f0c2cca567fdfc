/**
 * The booking choices and limits the pages show. Kept apart from the zod schemas
 * (lib/schemas/booking.ts re-exports them) so the booking pages don't ship zod to the browser.
 */
export const meetingTypes = ["bramhall", "heaton-moor", "phone", "video"] as const;
export type MeetingType = (typeof meetingTypes)[number];

/** The places consultations are counted against: each office, and phone and video together. */
export const capacityPools = ["bramhall", "heaton-moor", "remote"] as const;
export type CapacityPool = (typeof capacityPools)[number];

export const meetingTypeLabels: Record<MeetingType, string> = {
  bramhall: "At our Bramhall office",
  "heaton-moor": "At our Heaton Moor office",
  phone: "By phone",
  video: "By video call",
};

/** The same, inside a sentence: "…, at our Heaton Moor office." (the office keeps its capitals). */
export const meetingTypeInSentence: Record<MeetingType, string> = {
  bramhall: "at our Bramhall office",
  "heaton-moor": "at our Heaton Moor office",
  phone: "by phone",
  video: "by video call",
};

export const SUMMARY_MAX = 2000;

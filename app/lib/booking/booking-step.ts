/** What the booking page shows at each step, and what its post answers; drawn by BookingSteps. */
export interface BookingStep {
  area?: string;
  type?: string;
  date?: string;
  start?: string;
  days?: Array<{ date: string; count: number }>;
  /** The days that can be booked online, and the month the calendar shows first. */
  window?: { first: string; last: string };
  month?: string;
  slots?: string[];
  startedAt?: string;
  /** Upcoming Saturdays a visitor may ask for, and the one chosen (with morning or afternoon). */
  saturdays?: string[];
  saturday?: string;
  part?: "morning" | "afternoon";
  /** A date or time in the page's address that could not be used, said rather than dropped. */
  addressProblem?: string;
  /** The lawyer asked for, by their page's slug; absent: anyone suitable (ADR 033). */
  lawyer?: string;
  /** Who may take this consultation, for step 2's optional choice. */
  lawyers?: LawyerOption[];
  /** Why the lawyer asked for cannot be used with the choices made (said at step 2). */
  lawyerProblem?: string;
}

/** A lawyer the booking page offers: who they are and how they meet clients. */
export interface LawyerOption {
  slug: string;
  name: string;
  role: string;
  practiceAreas: string[];
  meetingTypes: string[];
}

/**
 * What the details step's answer carries besides the form contract's problem
 * (app/lib/forms/form-problem.ts): the nearest free times, when the one chosen has gone.
 */
export interface BookingExtra {
  alternatives?: string[];
}

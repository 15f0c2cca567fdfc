/** What the booking page shows at each step, and what its post answers; drawn by BookingSteps. */
export interface BookingStep {
  area?: string;
  type?: string;
  date?: string;
  start?: string;
  days?: Array<{ date: string; count: number }>;
  slots?: string[];
  startedAt?: string;
  /** Upcoming Saturdays a visitor may ask for, and the one chosen (with morning or afternoon). */
  saturdays?: string[];
  saturday?: string;
  part?: "morning" | "afternoon";
}

export interface BookingActionData {
  errors: Record<string, string>;
  /** A fresh form token: a form shown again is a new form (server/security/form-guard.ts). */
  startedAt?: string;
  formError?: string;
  values: Record<string, string>;
  alternatives?: string[];
}

/**
 * How a client may give consent to publish their words, as the database allows them
 * (`testimonials_consent_method_check`, migration 0016), with the words staff read.
 */
export const testimonialConsentMethods = ["email", "letter", "signed-form", "online-form"] as const;

export type TestimonialConsentMethod = (typeof testimonialConsentMethods)[number];

export const consentMethodLabels: Record<TestimonialConsentMethod, string> = {
  email: "By e-mail",
  letter: "By letter",
  "signed-form": "On a signed form",
  "online-form": "On an online form",
};

/**
 * An enquiry or quote reference as shown to people: "CH-7K3M9Q". On its own (not in the
 * enquiry schema) so pages that only check a reference don't ship zod to the browser.
 */
export const referencePattern = /^[A-Z]{2}-[2-9A-Z]{6}$/;

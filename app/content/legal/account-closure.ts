/**
 * What closing an account keeps and deletes, in the privacy policy's words: the policy and the
 * account page both show this text, so they can never say different things (issue 20).
 */
export const accountClosureWords =
  "If you close your own account, we delete it at once, with its sign-ins and any links we sent it. Consultations you booked and enquiries you sent are not part of the account: we keep them for 12 months, or longer if you instruct us, and our record of changes notes only that an account was closed, not whose.";

/** The same facts once it has happened, for the page a person sees after closing. */
export const accountClosedWords = [
  "We have deleted your account, with its sign-ins and any links we sent it. You have been signed out.",
  "Consultations you booked and enquiries you sent were not part of the account, so they are kept for 12 months, or longer if you instruct us. The e-mails we sent about them still reach you, and you can call us about any of them.",
] as const;

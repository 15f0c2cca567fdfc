/**
 * What closing an account keeps and deletes, in the privacy policy's words: the policy and the
 * account page both show this text, so they can never say different things (issue 20).
 */
export const accountClosureWords =
  "If you close your own account, we delete it at once, with its sign-ins and any links we sent it. Consultations you booked and enquiries you sent are not part of the account: we keep them for the times above (12 months unless you instruct us), and our record of changes notes only that an account was closed, not whose.";

import { hoursInWords, RESET_LINK_HOURS } from "./link-lifetimes";

/**
 * What the forgotten-password request answers, whether or not the address has an account. Apart
 * from the request's schema: the page shows it in the browser, which then needs no schema library.
 */
export const FORGOT_PASSWORD_ANSWER = `If there is an account with that e-mail address, we have sent it a link to choose a new password. The link works for ${hoursInWords(RESET_LINK_HOURS)}.`;

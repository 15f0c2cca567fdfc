/**
 * One line for a page reached after a change made elsewhere: a confirmed address, signing out,
 * a new password. The address carries only a flag that picks fixed words, so a link someone
 * else crafts can choose among these lines but never write its own.
 */
const notices = {
  auth: {
    verified: "Your e-mail address is confirmed. Sign in to see your account.",
    "signed-out": "You have signed out.",
  },
  account: {
    verified: "Your e-mail address is confirmed.",
    "password-saved": "Your new password is saved, and you are signed in.",
  },
} as const;

type Page = keyof typeof notices;
export type ArrivalFlag<P extends Page> = keyof (typeof notices)[P];

/** The page's address with the flag: `/auth?next=/account&verified=1`. */
export function withArrival<P extends Page>(path: string, _page: P, flag: ArrivalFlag<P>): string {
  return `${path}${path.includes("?") ? "&" : "?"}${String(flag)}=1`;
}

/** The words themselves, for a page that carries them another way (the admin area's notice). */
export function arrivalWords<P extends Page>(page: P, flag: ArrivalFlag<P>): string {
  return notices[page][flag] as string;
}

/** The line a page shows for the flag in its address, if any. */
export function arrivalNotice(page: Page, url: URL): string | null {
  for (const [flag, words] of Object.entries(notices[page])) {
    if (url.searchParams.get(flag) === "1") return words;
  }
  return null;
}

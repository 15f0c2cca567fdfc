/** Who a password belongs to, as far as judging it goes. */
export interface PasswordOwner {
  name?: string;
  email?: string;
}

// Shorter pieces ("al", "jo") turn up inside ordinary words far too often to mean anything.
const MIN_WORD_LENGTH = 3;

const lettersOnly = (text: string) => text.toLowerCase().replace(/\P{L}+/gu, "");
const longEnough = (word: string) => word.length >= MIN_WORD_LENGTH;

/**
 * The words of a person's name and of their e-mail's local part, whole: "Rita Register" and
 * rita.register@gmail.com give "rita", "register" and "ritaregister". The domain is left out:
 * it is shared with millions of people, and its pieces ("gmail", "com") sit inside good
 * passwords ("Welcome-horse…") without making them any easier to guess.
 */
export function personalWords(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split("@")[0] ?? "";
  // "kestrel_moon+web": the mailbox is "kestrel_moon"; "+web" is a tag added for one site.
  const mailbox = localPart.split("+")[0] ?? "";
  const words = [owner.name ?? "", localPart].flatMap((text) => [
    lettersOnly(text),
    ...text.toLowerCase().split(/[^\p{L}]+/u),
  ]);
  return [...new Set([...words, lettersOnly(mailbox)].filter(longEnough))];
}

/** What zxcvbn should know about the person: the name and local part, whole and in words. */
export function personalInputs(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split("@")[0] ?? "";
  const whole = [owner.name?.trim() ?? "", localPart].filter(Boolean);
  return [...new Set([...whole, ...personalWords(owner)])];
}

/**
 * The words a password is made of: each run of letters ("ritaregister" in "ritaregister1987")
 * and its capitalised parts ("Rita", "Register" in "RitaRegister2024!"), lower-cased.
 */
export function wordsOf(password: string): string[] {
  const runs = password.match(/\p{L}+/gu) ?? [];
  const parts = runs.flatMap((run) => run.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+/gu) ?? []);
  return [...new Set([...runs, ...parts].map((w) => w.toLowerCase()))];
}

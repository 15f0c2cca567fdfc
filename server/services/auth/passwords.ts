import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { type PasswordOwner, personalInputs, personalWords, wordsOf } from "./personal-words";

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1); Algorithm 2 is argon2id.
const argonOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps the answer time the same, so timing
// does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only");
  await verifyPassword(await dummyHash, password);
}

let zxcvbn: ZxcvbnFactory | undefined;

/**
 * Null when the password is acceptable; otherwise a message saying what is wrong. Length is
 * checked by the schema; this catches common, guessable and personal passwords. A password is
 * personal when one of its words is the owner's name or e-mail local part, whole (see
 * personal-words.ts): zxcvbn alone rates "RitaRegister2024!" as strong for Rita Register.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  const personal = new Set(personalWords(owner));
  if (wordsOf(password).some((word) => personal.has(word))) {
    return "Password must not contain your name or e-mail address";
  }
  const result = zxcvbn.check(password, personalInputs(owner));
  if (result.score >= 3) return null;
  const warning = result.feedback.warning;
  return `Password is too easy to guess${warning ? `: ${warning.replace(/\.$/, "").toLowerCase()}` : ""}. Try a longer phrase of unrelated words`;
}

import { randomInt } from "node:crypto";

// No 0/O, 1/I/L or U: easy to read aloud over the phone and to type back.
const alphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "CH-7K3M9Q": 30^6 ≈ 729 million references; the database's unique index settles clashes. */
export function newReference(prefix = "CH"): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += alphabet[randomInt(alphabet.length)];
  return `${prefix}-${code}`;
}

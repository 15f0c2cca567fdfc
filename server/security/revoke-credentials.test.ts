import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "../paths";

/**
 * A credential change revokes through `revokeAllFor` (ADR 026). The only other deletions of
 * sessions and links are the ones below, each narrower than a credential change: a module that
 * starts deleting these rows itself has to be added here, with its reason, in review.
 */
const allowed: Record<string, string> = {
  "server/security/revoke-credentials.ts sessions": "the one revocation point",
  "server/security/tokens/account-links.ts passwordTokens":
    "the token module: revokeAllFor, and a new link replacing the account's unused one of its kind",
  "server/security/tokens/account-links.ts emailTokens":
    "the token module: revokeAllFor, and a new link replacing the account's unused one of its kind",
  "server/services/auth/sessions.ts sessions": "signing out ends this browser's session only",
  "server/services/account/client-account.ts sessions":
    "'sign out everywhere else', which changes no credential",
  "server/services/auth/staff-accounts.ts sessions": "an admin ends someone's sessions",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(projectRoot, path.join(e.parentPath, e.name)));
}

test("only the revocation point and the narrower cases above delete sessions or links", () => {
  const found = new Set<string>();
  for (const file of ["server", "app", "scripts"].flatMap(sourceFiles)) {
    const source = readFileSync(path.join(projectRoot, file), "utf8");
    for (const match of source.matchAll(
      /\.delete\(\s*(sessions|passwordTokens|emailTokens)\s*\)/g,
    )) {
      found.add(`${file} ${match[1]}`);
    }
  }
  expect([...found].sort()).toEqual(Object.keys(allowed).sort());
});

/**
 * For the tests that hold every page of copy to a rule (facts-2026, every-page-true,
 * stamp-duty-statements): every content module and seeded article, by file, and every string
 * in a value. Only tests import this; a page added later is found here without being listed.
 */

/** Every content module and seeded article, by file ("./legal/terms.ts"). */
export const contentModules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./content-strings.ts", "../../server/db/seed/articles/*.ts"],
  { eager: true },
);

/** The same, and the seeded team's biographies. */
export const contentAndTeamModules = import.meta.glob<Record<string, unknown>>(
  [
    "./**/*.ts",
    "!./**/*.test.ts",
    "!./content-strings.ts",
    "../../server/db/seed/articles/*.ts",
    "../../server/db/seed/team.ts",
  ],
  { eager: true },
);

/** Every string in a value, however deep in its arrays and objects, in order. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * A clone of this repository is all a developer has (issue 28 item 7): the docs may not send
 * them to files outside it, nor to the numbered sections of a spec they cannot open, and every
 * file the docs name must exist.
 */

const root = path.resolve(import.meta.dirname, "..");

/** Folders that hold no Markdown of ours: installed packages, builds, run output. */
const notOurs = new Set([
  ".git",
  "node_modules",
  "build",
  "data",
  "coverage",
  "test-results",
  "playwright-report",
]);

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return notOurs.has(entry.name) ? [] : markdownUnder(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

const everyMarkdownFile = markdownUnder(".").map((file) => file.replace(/^\.\//, ""));
const docsFiles = everyMarkdownFile.filter(
  (file) => file === "README.md" || file.startsWith("docs/"),
);

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Places outside the repository, or in a document the repository does not hold. */
const outsideReferences = [
  /\.\.\/shared\b/,
  /\bshared\/(?:spec|design)\b/,
  /\bspec(?:'s)? sections?\b/i,
  /\b(?:ARCHITECTURE|FIRM-AND-RULES|STYLE|VISUAL)\.md\b/,
];

/** `[text](target)` links that lead to a file: not a web address, an anchor or a site route. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^(?:[a-z]+:|#|\/)/i.test(target));
}

/** Repository paths written in backticks ("`app/lib/forms/bot-check.server.ts`"). */
function namedPaths(markdown: string): string[] {
  return [
    ...markdown.matchAll(
      /`((?:app|server|scripts|tests|docs|bench|public|service-worker)\/[^`\s]*)`/g,
    ),
  ]
    .map((match) => match[1] ?? "")
    .filter((name) => !/[<>*{}…|]/.test(name));
}

describe("the docs stand alone in a clone", () => {
  test("the repository has Markdown to check (README.md and docs/)", () => {
    expect(docsFiles).toContain("README.md");
    expect(docsFiles).toContain("docs/architecture.md");
    expect(docsFiles).toContain("docs/requirements.md");
  });

  test("no Markdown file points outside the repository or to a spec's numbered section", () => {
    const found = everyMarkdownFile.flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, index) =>
          outsideReferences.some((pattern) => pattern.test(line))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  test("every relative link in README.md and docs/ leads to a file that exists", () => {
    const broken = docsFiles.flatMap((file) =>
      relativeLinks(read(file))
        .map((target) => decodeURI(target.split("#")[0] ?? ""))
        .filter((target) => target !== "")
        .filter((target) => !existsSync(path.join(root, path.dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  test("every repository path the docs name in backticks exists", () => {
    const checked = docsFiles.filter((file) => !file.startsWith("docs/decisions/"));
    const missing = checked.flatMap((file) =>
      namedPaths(read(file))
        .filter((name) => !existsSync(path.join(root, name)))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

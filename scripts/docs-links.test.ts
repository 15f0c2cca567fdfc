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

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return notOurs.has(entry.name) ? [] : filesUnder(relative, ending);
    return ending.test(entry.name) ? [relative] : [];
  });
}

const everyMarkdownFile = filesUnder(".", /\.md$/).map((file) => file.replace(/^\.\//, ""));
/** Code whose comments a developer reads beside the docs. */
const everySourceFile = ["app", "server", "scripts", "tests", "bench", "service-worker"]
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => filesUnder(dir, /\.(?:ts|tsx|mjs|js|css)$/))
  .filter((file) => !file.endsWith("docs-links.test.ts"));
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

/** `[text](target)` links that stay in the repository: not a web address nor a site route. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^(?:[a-z]+:|\/)/i.test(target));
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = (match[1] ?? "")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with one link from `file`, or nothing. */
function brokenLink(file: string, target: string): string | undefined {
  const [rawPath = "", anchor] = target.split("#");
  const linked =
    rawPath === "" ? file : path.posix.join(path.posix.dirname(file), decodeURI(rawPath));
  if (!existsSync(path.join(root, linked))) return `${file} → ${target}: no such file`;
  if (anchor === undefined || !linked.endsWith(".md")) return undefined;
  return headingAnchors(read(linked)).has(decodeURIComponent(anchor))
    ? undefined
    : `${file} → ${target}: no such heading`;
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
    const found = [...everyMarkdownFile, ...everySourceFile].flatMap((file) =>
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

  test("every relative link in README.md and docs/ leads to a file and heading that exist", () => {
    const broken = docsFiles.flatMap((file) =>
      relativeLinks(read(file)).flatMap((target) => brokenLink(file, target) ?? []),
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

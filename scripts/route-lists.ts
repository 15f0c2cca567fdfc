// The lists of addresses the browser needs (which are private, which are working pages), made
// from the route modules' handles. Reading pages carry no route table, so the service worker,
// the enhancement script and links read these instead (ADR 017). Written to
// app/generated/route-lists.ts by scripts/generate-route-lists.ts before every type check,
// build, dev server and test run; app/routes.test.ts checks the file against the handles.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { RouteHandle } from "../app/shared/routing/route-handle";

/** What app/routes.ts holds for each route (React Router's RouteConfigEntry, as far as read). */
export interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: readonly RouteEntry[];
}

/** The part of a handle the browser's lists are made from. */
export type ListedHandle = Pick<RouteHandle, "kind" | "private">;

export interface RouteLists {
  /** Addresses whose answers belong to one person: never stored, never prefetched. */
  privatePatterns: string[];
  /** Addresses of working pages: links between them stay in the browser. */
  workingPatterns: string[];
}

function joinPattern(parent: string, own: string): string {
  const segments = [...parent.split("/"), ...own.split("/")].filter((s) => s !== "");
  return `/${segments.join("/")}`;
}

function checkPattern(pattern: string, file: string): void {
  const segments = pattern.split("/").filter((s) => s !== "");
  for (const [i, segment] of segments.entries()) {
    // app/shared/routing/route-patterns.ts understands these two forms and plain words, nothing more.
    const splat = segment === "*" && i === segments.length - 1;
    const param = /^:[A-Za-z_][A-Za-z0-9_]*$/.test(segment);
    const word = !/[:*?()]/.test(segment);
    if (!splat && !param && !word) {
      throw new Error(`${file}: the address ${pattern} uses a form the browser lists cannot match`);
    }
  }
}

/** A pattern a final-splat pattern in the same list already answers adds nothing. */
function withoutCovered(patterns: readonly string[]): string[] {
  const trees = patterns
    .filter((p) => p.endsWith("/*"))
    .map((p) => p.slice(0, -"/*".length).toLowerCase());
  const covered = (p: string) =>
    !p.endsWith("/*") &&
    trees.some(
      (tree) => p.toLowerCase() === (tree || "/") || p.toLowerCase().startsWith(`${tree}/`),
    );
  return [...new Set(patterns)].filter((p) => !covered(p)).sort();
}

/**
 * The lists for a route table. A route is private if it or any route around it says so (a
 * page inside the staff area's layout is staff-only whatever it declares); its kind is its own.
 */
export function routeListsOf(
  entries: readonly RouteEntry[],
  handleOf: (file: string) => ListedHandle,
): RouteLists {
  const privatePatterns: string[] = [];
  const workingPatterns: string[] = [];
  const walk = (list: readonly RouteEntry[], parent: string, parentPrivate: boolean) => {
    for (const entry of list) {
      const handle = handleOf(entry.file);
      const isPrivate = parentPrivate || handle.private === true;
      const pattern = entry.path === undefined ? parent : joinPattern(parent, entry.path);
      if (entry.index || entry.path !== undefined) {
        checkPattern(pattern, entry.file);
        if (isPrivate) privatePatterns.push(pattern);
        if (handle.kind === "working") workingPatterns.push(pattern);
      }
      walk(entry.children ?? [], pattern, isPrivate);
    }
  };
  walk(entries, "/", false);
  return {
    privatePatterns: withoutCovered(privatePatterns),
    workingPatterns: withoutCovered(workingPatterns),
  };
}

/** Unwraps `{...} as RouteHandle`, `{...} satisfies RouteHandle` and parentheses. */
function literalOf(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * A route module's `kind` and `private`, read from its source without running it (route
 * modules import React and the server's services). Both must be written as literals in the
 * `export const handle = {...}` object; anything else in the handle may be any expression.
 */
export function listedHandleFromSource(source: string, file: string): ListedHandle {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  for (const statement of tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== "handle") continue;
      const value = declaration.initializer && literalOf(declaration.initializer);
      if (!value || !ts.isObjectLiteralExpression(value)) {
        throw new Error(`${file}: handle must be an object literal`);
      }
      let kind: unknown;
      let isPrivate: true | undefined;
      for (const property of value.properties) {
        if (!ts.isPropertyAssignment(property) || !property.name) continue;
        const name = ts.isIdentifier(property.name) ? property.name.text : undefined;
        const initializer = literalOf(property.initializer);
        if (name === "kind") {
          if (!ts.isStringLiteral(initializer)) {
            throw new Error(`${file}: handle.kind must be written as a string`);
          }
          kind = initializer.text;
        } else if (name === "private") {
          if (initializer.kind !== ts.SyntaxKind.TrueKeyword) {
            throw new Error(`${file}: handle.private must be written as true, or left out`);
          }
          isPrivate = true;
        }
      }
      if (kind !== "reading" && kind !== "working" && kind !== "resource") {
        throw new Error(`${file}: handle.kind must be "reading", "working" or "resource"`);
      }
      return isPrivate ? { kind, private: true } : { kind };
    }
  }
  throw new Error(
    `${file}: every route module exports a handle (app/shared/routing/route-handle.ts)`,
  );
}

export function renderRouteLists(lists: RouteLists): string {
  const list = (patterns: readonly string[]) =>
    `[\n${patterns.map((p) => `  ${JSON.stringify(p)},\n`).join("")}]`;
  return `// Written by scripts/generate-route-lists.ts from the route modules' handles: do not edit.
// Run \`npm run typecheck\` (or any build, dev or test command) after changing a handle.

/** Addresses whose answers belong to one person (\`handle.private\`). */
export const privateRoutePatterns: readonly string[] = ${list(lists.privatePatterns)};

/** Addresses of working pages (\`handle.kind: "working"\`). */
export const workingRoutePatterns: readonly string[] = ${list(lists.workingPatterns)};
`;
}

export const generatedFile = "app/generated/route-lists.ts";

/**
 * Writes app/generated/route-lists.ts from app/routes.ts and the modules it names. The file is
 * rewritten only when its text changes, so a type check does not make the build look stale
 * (scripts/build-freshness.mjs compares times).
 */
export async function writeRouteLists(root: string): Promise<"written" | "unchanged"> {
  const appDir = path.join(root, "app");
  const { default: routes } = (await import(path.join(appDir, "routes.ts"))) as {
    default: readonly RouteEntry[];
  };
  const handleOf = (file: string) =>
    listedHandleFromSource(readFileSync(path.join(appDir, file), "utf8"), `app/${file}`);
  const text = renderRouteLists(routeListsOf(routes, handleOf));
  const target = path.join(root, generatedFile);
  if (existsSync(target) && readFileSync(target, "utf8") === text) return "unchanged";
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  return "written";
}

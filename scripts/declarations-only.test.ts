import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { declarationsOnly, hasSideEffects } from "./declarations-only.mjs";

const appDir = path.resolve(import.meta.dirname, "../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const declarationKinds = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
]);

/** Top-level statements that would run for their own sake when the module is imported. */
function statementsWithEffects(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements
    .filter((statement) => !declarationKinds.has(statement.kind))
    .map((statement) => statement.getText(source).slice(0, 60));
}

const declared = sourceFiles(appDir).filter((file) => hasSideEffects(file) === false);

test("each pattern names at least one module, and other modules are left to the bundler", () => {
  for (const pattern of declarationsOnly) {
    expect(
      declared.some((file) => pattern.test(file)),
      String(pattern),
    ).toBe(true);
  }
  expect(hasSideEffects(path.join(appDir, "shared/zod.ts"))).toBeUndefined();
  expect(hasSideEffects(path.join(appDir, "app.css"))).toBeUndefined();
});

test("a module the bundler may prune only declares things (ADR 038)", () => {
  // zod's settings (app/shared/zod.ts) must run before any schema: it is not one of them.
  expect(declared.map((file) => path.relative(appDir, file))).not.toContain("shared/zod.ts");
  for (const file of declared) {
    expect(statementsWithEffects(file), path.relative(appDir, file)).toEqual([]);
  }
});

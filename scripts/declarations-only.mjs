// Modules that only declare things (zod schemas, field lists, constants and pure functions):
// importing one runs nothing a page could notice, so the bundler may leave out whatever of it a
// page does not use. Without this, a page that took one label from a schema module built every
// schema in it as its script was evaluated: 60-90 ms of a phone's main thread on /account, in
// one task (ADR 038). scripts/declarations-only.test.ts checks each such module has no
// top-level statement but imports, exports and declarations.
export const declarationsOnly = [
  /\/app\/shared\/schemas\/[^/]+\.ts$/,
  /\/app\/(shared|lib)\/.+-schemas?\.ts$/,
  /\/app\/shared\/firm\/detail-fields\.ts$/,
  /\/app\/shared\/sdlt\/sdlt-form\.ts$/,
];

/**
 * For the bundler's treeshake.moduleSideEffects: false for a declarations-only module, and for
 * any other module no answer (undefined), which leaves it to the bundler's own rules (a
 * package's `sideEffects` field, and otherwise "has side effects").
 */
export function hasSideEffects(id) {
  const path = id.replaceAll("\\", "/").split("?")[0];
  return declarationsOnly.some((pattern) => pattern.test(path)) ? false : undefined;
}

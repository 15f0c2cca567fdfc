import { describe, expect, test } from "vitest";
import { lintAs as lint, lintAsEach } from "./lint-as";

const fixedWaits = [
  "await new Promise((r) => setTimeout(r, 200));",
  "await new Promise((resolve) => setTimeout(() => resolve(), 20));",
  "await page.waitForTimeout(700);",
  "await sleep(50);",
  'import { setTimeout as delay } from "node:timers/promises";',
  'import { setTimeout } from "timers/promises";',
];

describe("lint/no-fixed-wait.grit", () => {
  test.each(fixedWaits)("refuses %s in a test file", (source) => {
    const files = ["tests/integration/x.test.ts", "tests/e2e/x.spec.ts", "server/x.test.ts"];
    for (const [file, verdict] of lintAsEach(`${source}\n`, files)) {
      expect(verdict.refused, `${file}: ${verdict.output}`).toBe(true);
      expect(verdict.output).toContain("never a fixed time");
    }
  });

  test("lets a deadline, an event and the shared poll through", () => {
    const fine = [
      'const deadline = setTimeout(() => reject(new Error("too slow")), 5_000);',
      'await new Promise((resolve) => child.once("exit", resolve));',
      'await waitFor("the mail", () => mails().length > 0);',
    ].join("\n");
    const verdict = lint(`${fine}\n`, "tests/integration/x.test.ts");
    expect(verdict.output).not.toContain("never a fixed time");
  });

  test("applies to test files only: the shared poll and the product's code may use timers", () => {
    const source = "await new Promise((r) => setTimeout(r, 200));\n";
    expect(lint(source, "tests/support/wait-for.ts").output).not.toContain("never a fixed time");
    expect(lint(source, "server/http/render-turns.ts").output).not.toContain("never a fixed time");
  });
});

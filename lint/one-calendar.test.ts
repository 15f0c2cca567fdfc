import { describe, expect, test } from "vitest";
import { lintAs } from "./lint-as";

const caught = [
  'import { fromZonedTime } from "date-fns-tz";',
  'import { addDays } from "date-fns";',
  'export const zone = { timeZone: "Europe/London" };',
  'export const f = new Intl.DateTimeFormat("en-CA", {});',
  "export const f = Intl.DateTimeFormat;",
  'export const s = (d: Date) => d.toLocaleDateString("en-GB");',
  "export const s = (d: Date) => d.toLocaleTimeString();",
  'export const s = (d: Date) => d.toLocaleTimeString("en-GB", { hour: "2-digit" });',
  "export const f = (d: Date, days: number) => d.setUTCDate(d.getUTCDate() + days);",
  "export const f = (d: Date) => d.setMonth(1);",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, to lint
  "export const w = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();",
  'export const w = (date: string) => new Date(date + "T12:00:00Z").getUTCDay();',
  'export const monthNames = ["January", "February"];',
  "export function addDays(date: string, days: number): string { return date; }",
  "export const todayInLondon = () => 1;",
];

describe("lint/one-calendar.grit", () => {
  test.each(caught)("refuses %s outside app/shared/time/", (source) => {
    const verdict = lintAs(`${source}\n`, "server/services/x.ts");
    expect(verdict.refused, verdict.output).toBe(true);
  });

  test("lets the calendar's own imports and unrelated look-alikes through", () => {
    const source = [
      'import { addDays } from "~/shared/time/calendar";',
      "export const inAWeek = (d: string) => addDays(d, 7);",
      'export const limit = (n: number) => n.toLocaleString("en-GB");',
      "export const later = (setMonth: (m: number) => void) => setMonth(3);",
      'export const label = "Europe";',
    ].join("\n");
    const verdict = lintAs(`${source}\n`, "server/services/x.ts");
    expect(verdict.refused, verdict.output).toBe(false);
  });

  test("app/shared/time/ itself is the calendar's home", () => {
    expect(lintAs('export const z = "Europe/London";\n', "app/shared/time/x.ts").refused).toBe(
      false,
    );
  });
});

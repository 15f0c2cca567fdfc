import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { adminTitle } from "./admin-title";

describe("adminTitle", () => {
  test("names the screen and the firm's short name the root loader read", () => {
    const renamed = { ...defaultFirmFacts, shortName: "Hale Carrow" };
    expect(adminTitle([{ id: "root", data: { firm: renamed } }], "Users")).toBe(
      "Users | Hale Carrow admin",
    );
  });

  test("falls back to the configured facts when the root loader gave none", () => {
    expect(adminTitle([], "Audit log")).toBe(`Audit log | ${defaultFirmFacts.shortName} admin`);
  });
});

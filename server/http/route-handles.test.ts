import { expect, test } from "vitest";
import { pagePathOf } from "./route-handles";

test("a data request is matched as the page it is for", () => {
  expect(pagePathOf("/services/conveyancing/conveyancing-costs.data")).toBe(
    "/services/conveyancing/conveyancing-costs",
  );
  expect(pagePathOf("/_root.data")).toBe("/");
  expect(pagePathOf("/insights")).toBe("/insights");
  expect(pagePathOf("/files/report.data.pdf")).toBe("/files/report.data.pdf");
});

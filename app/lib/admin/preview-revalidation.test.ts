import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, test } from "vitest";
import { shouldRevalidate as adminLayout } from "~/routes/admin/layout";
import { skipRevalidationAfterPreview } from "./preview-revalidation";

const postedTo = (formAction: string | undefined) =>
  ({ formAction, defaultShouldRevalidate: true }) as ShouldRevalidateFunctionArgs;

describe("skipRevalidationAfterPreview", () => {
  test("a Markdown preview runs no loader again; any other post does", () => {
    expect(skipRevalidationAfterPreview(postedTo("/admin/markdown-preview"))).toBe(false);
    expect(skipRevalidationAfterPreview(postedTo("/admin/team/new"))).toBe(true);
    expect(skipRevalidationAfterPreview(postedTo(undefined))).toBe(true);
  });

  test("the admin layout, which takes the one-time notice, is not run again by a late preview", () => {
    expect(adminLayout).toBe(skipRevalidationAfterPreview);
  });
});

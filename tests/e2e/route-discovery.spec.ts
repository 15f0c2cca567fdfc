import { expect, test, waitForHydration } from "./fixtures";

/**
 * ADR 038: a working page learns the routes its links lead to when someone shows intent to
 * follow one, not as soon as it hydrates (the lookup's re-render of the whole page was among
 * the longest tasks of a phone's page load).
 */
test("a hydrated page looks up no routes until someone points at a link, and the click stays in the page", async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") lookups.push(url.searchParams.get("paths") ?? "");
  });
  await page.goto("/contact");
  await waitForHydration(page);
  // Hydrated, the page's own form working in the browser: still nothing asked.
  await expect(page.locator("form[data-discover], a[data-discover]")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(lookups).toEqual([]);

  const book = page
    .getByRole("navigation", { name: "Contact shortcuts" })
    .getByRole("link", { name: "Book Free Appointment" });
  const lookedUp = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/__manifest" &&
      (new URL(request.url()).searchParams.get("paths") ?? "").split(",").includes("/consultation"),
  );
  await book.hover();
  await lookedUp;

  // The route known, following the link is the browser-side navigation, not a page load.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await book.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/consultation/i);
  await expect(page).toHaveURL(/\/consultation$/);
  expect(documents).toEqual([]);
});

test("a link followed by keyboard alone, with no pointer, still finds its route", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const book = page
    .getByRole("navigation", { name: "Contact shortcuts" })
    .getByRole("link", { name: "Book Free Appointment" });
  await book.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/consultation/i);
});

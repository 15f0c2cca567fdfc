import { expect, expectNoAxeViolations, test } from "./fixtures";

// The accessibility check every browser test leans on must itself find a violation: a faster
// setting that quietly found nothing would pass every page.
test("the accessibility check fails a page with an unlabelled field and an image without text", async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>
     <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
     <input type="text"></main></body></html>`,
  );
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (err: Error) => err.message,
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("label");
});

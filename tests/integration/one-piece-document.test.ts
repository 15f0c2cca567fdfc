import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signedInAs } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Every page is sent as one complete document (app/entry.server.tsx). Sent at the shell, React
 * Router's data scripts followed as a streamed boundary that React's inline script moved into
 * place up to 300 ms after the first paint: a relayout of the whole page then, on every page
 * (docs/performance.md, issue 31, eleventh session).
 */
const streamedBoundary = /<template id="B:|\$RC\(|<div hidden id="S:/;

describe("pages are sent whole, with nothing revealed after the first paint", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("kept pages, reading and working", async () => {
    for (const path of ["/", "/about", "/contact", "/consultation", "/auth"]) {
      const html = (await request(t.app).get(path).expect(200)).text;
      expect(html, path).toContain("</html>");
      expect(html, path).not.toMatch(streamedBoundary);
    }
  });

  test("a page rendered for one person, with its data in the document", async () => {
    const client = await signedInAs(t, "client");
    const html = (await request(t.app).get("/account").set("Cookie", client.cookie).expect(200))
      .text;
    expect(html).toContain("window.__reactRouterContext.streamController.close()");
    expect(html).not.toMatch(streamedBoundary);
  });
});

import { describe, expect, test } from "vitest";
import { answerWhenUnreachable } from "./offline-answer";

const origin = "https://www.example.test";
const offlinePage = async () => new Response("<h1>You are offline</h1>", { status: 200 });

describe("what the worker answers with neither network nor cache", () => {
  test("a page: the offline page", async () => {
    const request = { url: `${origin}/contact`, mode: "navigate" } as Request;
    const answer = await answerWhenUnreachable(request, offlinePage);
    expect(await answer.text()).toContain("You are offline");
  });

  test("a page with no offline page cached: a network error", async () => {
    const request = { url: `${origin}/contact`, mode: "navigate" } as Request;
    const answer = await answerWhenUnreachable(request, async () => undefined);
    expect(answer.type).toBe("error");
  });

  test("React Router's route manifest: load the document instead, in React Router's terms", async () => {
    const request = new Request(`${origin}/__manifest?version=abc&paths=%2Fconsultation`);
    const answer = await answerWhenUnreachable(request, offlinePage);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  test("anything else: a network error, as without the worker", async () => {
    for (const path of ["/api/user", "/contact.data", "/assets/x.js", "/__manifest/other"]) {
      const answer = await answerWhenUnreachable(new Request(`${origin}${path}`), offlinePage);
      expect(answer.type, path).toBe("error");
    }
  });
});

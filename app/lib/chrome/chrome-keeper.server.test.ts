import { describe, expect, test } from "vitest";
import { createChromeKeeper } from "./chrome-keeper.server";
import { chromeMarkerHtml } from "./kept-chrome";

const drawn = (header: string, footer: string, main = "<main>Page</main>") =>
  Buffer.from(
    `<body>${chromeMarkerHtml("header:start")}${header}${chromeMarkerHtml("header:end")}${main}` +
      `${chromeMarkerHtml("footer:start")}${footer}${chromeMarkerHtml("footer:end")}</body>`,
  );
const placeholders = (main = "<main>Page</main>") =>
  Buffer.from(`<body>${chromeMarkerHtml("header")}${main}${chromeMarkerHtml("footer")}</body>`);

describe("the chrome keeper", () => {
  test("draws a page's chrome the first time, sends it without markers, and fills it in after", () => {
    const keeper = createChromeKeeper({ maxPages: 10 });
    const facts = {};
    const first = keeper.forPage(facts, "2026 /about", "n1");
    expect(first.mode).toBe("keep");
    expect(first.finish(drawn("<header>H</header>", "<footer>F</footer>")).toString()).toBe(
      "<body><header>H</header><main>Page</main><footer>F</footer></body>",
    );

    const second = keeper.forPage(facts, "2026 /about", "n2");
    expect(second.mode).toBe("kept");
    expect(second.finish(placeholders("<main>Other</main>")).toString()).toBe(
      "<body><header>H</header><main>Other</main><footer>F</footer></body>",
    );
  });

  test("another address, other facts or another year is drawn again", () => {
    const keeper = createChromeKeeper({ maxPages: 10 });
    const facts = {};
    keeper.forPage(facts, "2026 /about", undefined).finish(drawn("H", "F"));
    expect(keeper.forPage(facts, "2026 /contact", undefined).mode).toBe("keep");
    expect(keeper.forPage(facts, "2027 /about", undefined).mode).toBe("keep");
    // Changed facts are a new object: the old header, with the old phone number, is never found.
    expect(keeper.forPage({}, "2026 /about", undefined).mode).toBe("keep");
    expect(keeper.forPage(facts, "2026 /about", undefined).mode).toBe("kept");
  });

  test("a part holding this response's nonce is not kept", () => {
    const keeper = createChromeKeeper({ maxPages: 10 });
    const facts = {};
    const page = keeper.forPage(facts, "2026 /", "abc123");
    const sent = page.finish(drawn('<script nonce="abc123"></script>', "F")).toString();
    expect(sent).toBe('<body><script nonce="abc123"></script><main>Page</main>F</body>');
    expect(keeper.forPage(facts, "2026 /", "other").mode).toBe("keep");
  });

  test("a page without its chrome (an error page of its own) keeps nothing and is sent as it is", () => {
    const keeper = createChromeKeeper({ maxPages: 10 });
    const facts = {};
    const html = Buffer.from("<body><main>Sorry</main></body>");
    expect(keeper.forPage(facts, "2026 /x", undefined).finish(html).toString()).toBe(
      "<body><main>Sorry</main></body>",
    );
    expect(keeper.forPage(facts, "2026 /x", undefined).mode).toBe("keep");
    expect(keeper.size()).toBe(0);
  });

  test("keeps at most maxPages addresses, dropping the one used longest ago", () => {
    const keeper = createChromeKeeper({ maxPages: 2 });
    const facts = {};
    for (const path of ["/a", "/b"]) keeper.forPage(facts, path, undefined).finish(drawn("H", "F"));
    // /a is used again, so /b is the one dropped for /c.
    expect(keeper.forPage(facts, "/a", undefined).mode).toBe("kept");
    keeper.forPage(facts, "/c", undefined).finish(drawn("H", "F"));
    expect(keeper.size()).toBe(2);
    expect(keeper.forPage(facts, "/b", undefined).mode).toBe("keep");
    expect(keeper.forPage(facts, "/a", undefined).mode).toBe("kept");
  });
});

import { describe, expect, test } from "vitest";
import { HELD_MODULE_TYPE, holdFrameworkScript, INERT_MEDIA } from "./held-framework";

const page = [
  '<html><head><script src="/assets/enhance.js" nonce="n" async=""></script></head><body><main>Book</main>',
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>',
  '<script type="application/ld+json">{"a":"<b>"}</script>',
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">import "/assets/manifest.js";import("/assets/entry.client.js");</script>',
  "</body></html>",
].join("");

describe("holding the framework script back", () => {
  test("the module script becomes a held one listing its preloads, which are made inert", () => {
    const html = holdFrameworkScript(page);
    // Every preload link is still there for React to find when it hydrates, none of them live.
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      `<link rel="modulepreload" href="/assets/manifest.js" media="${INERT_MEDIA}" nonce="n"/>`,
      `<link rel="modulepreload" href="/assets/entry.client.js" media="${INERT_MEDIA}" nonce="n"/>`,
    ]);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script nonce="n" type="${HELD_MODULE_TYPE}" async="">import "/assets/manifest.js";`,
    );
    // Everything else is untouched: the external script, data and the context script.
    expect(html).toContain('<script src="/assets/enhance.js" nonce="n" async="">');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script type="application/ld+json">{"a":"<b>"}</script>');
  });

  test("an external module script (the enhancement script in development) runs as it is", () => {
    const tag = '<script src="/app/enhance/enhance.ts" type="module" async=""></script>';
    expect(holdFrameworkScript(tag)).toBe(tag);
  });
});

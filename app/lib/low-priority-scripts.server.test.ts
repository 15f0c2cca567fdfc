import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { lowerModulePreloadPriority } from "./low-priority-scripts.server";

function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowerModulePreloadPriority()));
}

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/a.css"/></head>';

describe("lowerModulePreloadPriority", () => {
  test("every module preload in the head gets fetchpriority=low; nothing else changes", async () => {
    const out = await through([head, "<body><p>Hello</p></body></html>"]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).not.toMatch(/<link rel="modulepreload" href/);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out.endsWith("<body><p>Hello</p></body></html>")).toBe(true);
  });

  test("a tag split across chunks is still found, and multi-byte text survives the split", async () => {
    const withPound = head.replace("<head>", "<head><title>Fees from £250</title>");
    const bytes = Buffer.from(withPound);
    // Split in the middle of the two-byte "£", then in the middle of "modulepreload".
    const poundAt = bytes.indexOf(Buffer.from("£"));
    const tagAt = bytes.indexOf(Buffer.from("modulepreload"));
    const parts = [
      bytes.subarray(0, poundAt + 1),
      bytes.subarray(poundAt + 1, tagAt + 6),
      bytes.subarray(tagAt + 6),
    ];
    const out = await text(
      Readable.from([...parts, Buffer.from("<body></body>")]).pipe(lowerModulePreloadPriority()),
    );
    expect(out).toContain("£");
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  test("the body is passed on as it is, even where it quotes the tag", async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/x.js"/></body>';
    const out = await through([head, body]);
    expect(out.endsWith(body)).toBe(true);
  });

  test("a document without a head end is passed on whole", async () => {
    expect(await through(["<p>fragment</p>"])).toBe("<p>fragment</p>");
  });
});

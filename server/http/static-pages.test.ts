import { createHash } from "node:crypto";
import { once } from "node:events";
import { get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { systemClock } from "../clock";
import { compressBest } from "./kept-compression";
import { createStaticPages } from "./static-pages";

const knownScript = "document.title = 'known';";
const knownPage = `<p>known</p><script>${knownScript}</script><script type="application/ld+json">{}</script><script src="/a.js"></script>${"<p>words words words</p>".repeat(200)}`;
const hashOf = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** A tiny site: /known renders 200, /old redirects, anything else is a 404 page. */
function site(options: { reads?: string[] } = {}) {
  const renders: string[] = [];
  const pages = createStaticPages({
    paths: (path) => path.startsWith("/"),
    queryMatters: (_path, search) => [...search.keys()].some((k) => options.reads?.includes(k)),
    render: async (path) => {
      renders.push(path);
      if (path === "/known") {
        return new Response(knownPage, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      if (path === "/old")
        return new Response(null, { status: 301, headers: { Location: "/known" } });
      return new Response(`<p>not found</p>`, {
        status: 404,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    policy: (hashes) => `script-src 'self' ${hashes.join(" ")}`,
    version: () => "2026",
    cacheControl: "no-cache",
    clock: systemClock,
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "n0nce";
    next();
  });
  app.use(pages.middleware);
  app.use((_req, res) => {
    renders.push("fallthrough");
    res.status(500).send("the page cache passed this on");
  });
  return { app, renders, pages };
}

describe("the page cache", () => {
  test("parameters the page does not read share the kept render", async () => {
    const { app, renders } = site({ reads: ["page"] });
    const bare = await request(app).get("/known").expect(200);
    const tracked = await request(app)
      .get("/known?utm_source=news&utm_medium=email&gclid=abc&fbclid=def&anything=1")
      .expect(200);
    expect(tracked.headers.etag).toBe(bare.headers.etag);
    expect(tracked.text).toBe(bare.text);
    expect(renders).toEqual(["/known"]);
    // A parameter the page reads goes on to a render of its own.
    await request(app).get("/known?page=2").expect(500);
    expect(renders).toEqual(["/known", "fallthrough"]);
  });

  test("an unknown address is rendered once per request and never kept", async () => {
    const { app, renders } = site();
    const first = await request(app).get("/no-such-page").expect(404);
    expect(first.text).toContain("not found");
    expect(renders).toEqual(["/no-such-page"]);
    await request(app).get("/no-such-page").expect(404);
    expect(renders).toEqual(["/no-such-page", "/no-such-page"]);
  });

  test("a redirect is passed on with its Location, and not kept", async () => {
    const { app, renders } = site();
    const res = await request(app).get("/old").expect(301);
    expect(res.headers.location).toBe("/known");
    await request(app).get("/old").expect(301);
    expect(renders).toEqual(["/old", "/old"]);
  });

  test("warming renders pages ahead of the first visitor and keeps only those that rendered", async () => {
    const { app, renders, pages } = site();
    await pages.warm(["/known", "/nope"]);
    expect(renders).toEqual(["/known", "/nope"]);
    await request(app).get("/known").expect(200);
    await request(app).get("/nope").expect(404);
    expect(renders).toEqual(["/known", "/nope", "/nope"]);
  });

  test("a page warmed before the server listens is compressed at the best settings at once", async () => {
    const { app, pages } = site();
    await pages.warm(["/known"]);
    const best = await compressBest(Buffer.from(knownPage));
    // Nothing queued to compete with the first visitors: the copy is already the best one.
    const sent = await rawGet(app, "/known", "br");
    expect(sent.body.equals(best.brotli)).toBe(true);
  });

  test("a kept page allows its own inline script by hash, not the response's nonce", async () => {
    const { app } = site();
    const res = await request(app).get("/known").expect(200);
    // Only the script that runs: a data block and an external file need no source of their own.
    expect(res.headers["content-security-policy"]).toBe(`script-src 'self' ${hashOf(knownScript)}`);
    expect(res.text).not.toContain("n0nce");
    const again = await request(app).get("/known").expect(200);
    expect(again.text).toBe(res.text);
    // A 304 carries the same policy, so a cache that copies its headers keeps a matching one.
    const notModified = await request(app)
      .get("/known")
      .set("If-None-Match", res.headers.etag as string)
      .expect(304);
    expect(notModified.headers["content-security-policy"]).toBe(
      res.headers["content-security-policy"],
    );
  });

  test("a kept page is sent in the encoding the browser prefers, made once", async () => {
    const { app, renders, pages } = site();
    const asBrotli = await rawGet(app, "/known", "gzip, deflate, br");
    expect(asBrotli.headers["content-encoding"]).toBe("br");
    expect(asBrotli.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(asBrotli.body).toString()).toBe(knownPage);
    expect(asBrotli.body.length).toBeLessThan(knownPage.length / 10);

    const asGzip = await rawGet(app, "/known", "gzip");
    expect(asGzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(asGzip.body).toString()).toBe(knownPage);

    const plain = await rawGet(app, "/known", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(knownPage);
    // Three encodings, one render.
    expect(renders).toEqual(["/known"]);
    expect(asBrotli.headers.etag).toBe(plain.headers.etag);

    // Soon after, the brotli copy is made again at the best quality: the same page, no larger.
    await pages.compressed();
    const best = await rawGet(app, "/known", "br");
    expect(brotliDecompressSync(best.body).toString()).toBe(knownPage);
    expect(best.body.length).toBeLessThanOrEqual(asBrotli.body.length);
    expect(best.headers.etag).toBe(plain.headers.etag);
    expect(renders).toEqual(["/known"]);
  });
});

describe("a kept copy ready to send at once (the path in front of Express)", () => {
  const anyone = { headers: {} } as IncomingMessage;

  test("only a page already rendered with 200 is ready; a 404, a redirect or a render under way is not", async () => {
    const { app, pages } = site();
    expect(pages.ready(anyone, "/known")).toBeUndefined();
    await request(app).get("/known").expect(200);
    expect(pages.ready(anyone, "/known")?.body.toString()).toBe(knownPage);
    await request(app).get("/old").expect(301);
    await request(app).get("/missing").expect(404);
    expect(pages.ready(anyone, "/old")).toBeUndefined();
    expect(pages.ready(anyone, "/missing")).toBeUndefined();
  });

  test("a dropped copy is not ready again until a request has rendered it anew", async () => {
    const { app, pages, renders } = site();
    await pages.warm(["/known"]);
    expect(pages.ready(anyone, "/known")).toBeDefined();
    pages.invalidate();
    expect(pages.ready(anyone, "/known")).toBeUndefined();
    await request(app).get("/known").expect(200);
    expect(renders).toEqual(["/known", "/known"]);
    expect(pages.ready(anyone, "/known")).toBeDefined();
  });

  test("a copy past its age, or of last year, is not ready; nor is one for someone the cache skips", async () => {
    let now = Date.UTC(2026, 10, 28, 9);
    let year = "2026";
    const clock = { now: () => new Date(now), at: systemClock.at };
    const pages = createStaticPages({
      paths: () => true,
      queryMatters: () => false,
      render: async () => new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } }),
      policy: () => "script-src 'self'",
      version: () => year,
      maxAgeMs: 600_000,
      skip: (req) => req.headers.cookie !== undefined,
      cacheControl: "no-cache",
      clock,
    });
    await pages.warm(["/p"]);
    expect(pages.ready(anyone, "/p")).toBeDefined();
    expect(pages.ready({ headers: { cookie: "chs=1" } } as IncomingMessage, "/p")).toBeUndefined();
    now += 601_000;
    expect(pages.ready(anyone, "/p")).toBeUndefined();
    await pages.warm(["/p"]);
    expect(pages.ready(anyone, "/p")).toBeDefined();
    // The version (the footer's year) is looked at once a minute.
    year = "2027";
    now += 61_000;
    expect(pages.ready(anyone, "/p")).toBeUndefined();
  });
});

/** The bytes as sent: supertest and fetch would undo the compression this test looks at. */
async function rawGet(app: express.Express, path: string, acceptEncoding: string) {
  const server = app.listen(0);
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ port, path, headers: { "Accept-Encoding": acceptEncoding } }, resolve).on(
        "error",
        reject,
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

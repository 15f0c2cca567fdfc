import express from "express";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { systemClock } from "../clock";
import { createStaticPages } from "./static-pages";

/** A tiny site: /known renders 200, /old redirects, anything else is a 404 page. */
function site(options: { reads?: string[] } = {}) {
  const renders: string[] = [];
  const pages = createStaticPages({
    paths: (path) => path.startsWith("/"),
    queryMatters: (_path, search) => [...search.keys()].some((k) => options.reads?.includes(k)),
    render: async (path, nonce) => {
      renders.push(path);
      if (path === "/known") {
        return new Response(`<p>known</p><script nonce="${nonce}"></script>`, {
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
    expect(tracked.text).toContain('nonce="n0nce"');
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
});

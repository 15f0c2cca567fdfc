import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { ORIGIN, register, uniqueEmail } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

const METRICS_TOKEN = "metrics-token-for-the-fast-path-tests-012345";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * ADR 036 item 7: a kept page is answered from memory before Express runs. These tests hold it
 * to Express's own answer for the same copy, and check it stands aside whenever Express would
 * decide differently.
 */
describe("kept pages answered in front of Express", () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  let kept: string[];
  let article: string;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    await t.app.warmPages();
    server = t.app.listen(0);
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
    const sitemap = await request(t.app).get("/sitemap.xml").expect(200);
    const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
    // Release pages are kept at start-up, database pages shared once a visitor has had one.
    for (const path of listed) await request(t.app).get(path);
    const anyone = { headers: {} } as IncomingMessage;
    kept = listed.filter((path) =>
      [t.app.staticPages, t.app.sharedPages].some((cache) => cache?.ready(anyone, path)),
    );
    article = listed.find((path) => /^\/insights\/[^/]+$/.test(path)) ?? "";
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  /** The bytes and headers as sent, with nothing decoded (supertest would undo compression). */
  function raw(path: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest({ port, path, method, headers }, async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      req.on("error", reject).end();
    });
  }

  /** Everything but what differs per response by design: the time and the request's id. */
  function comparable(answer: RawAnswer) {
    const {
      date,
      "x-request-id": id,
      connection,
      "keep-alive": keepAlive,
      ...rest
    } = answer.headers;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = createHash("sha256").update(answer.body).digest("base64");
    return { status: answer.status, headers: rest, body };
  }

  function spyOnExpress() {
    // Express 5 routes every request it handles through its router's handle.
    const router = (t.app as unknown as { router: { handle: (...args: unknown[]) => void } })
      .router;
    return vi.spyOn(router, "handle");
  }

  test("every kept page, in every encoding and for HEAD, is the answer Express gives for the same copy", async () => {
    expect(kept.length).toBeGreaterThan(50);
    expect(kept).toEqual(expect.arrayContaining(["/", "/about", "/services", article]));
    const express = spyOnExpress();
    for (const path of kept) {
      for (const encoding of ["br", "gzip, deflate", "identity"]) {
        for (const method of ["GET", "HEAD"]) {
          const headers = { "Accept-Encoding": encoding };
          const fast = await raw(path, headers, method);
          const calls = express.mock.calls.length;
          // A parameter no page reads goes through Express to the same kept copy.
          const viaExpress = await raw(`${path}?utm_source=test`, headers, method);
          expect(express.mock.calls.length, `${path} ?utm_source went through Express`).toBe(
            calls + 1,
          );
          expect(comparable(fast), `${method} ${path} (${encoding})`).toEqual(
            comparable(viaExpress),
          );
        }
      }
    }
    // None of the fast answers reached Express's router: one call per ?utm_source request.
    expect(express.mock.calls.length).toBe(kept.length * 3 * 2);
    express.mockRestore();
  });

  test("a copy whose brotli body is made again at its best quality is sent with that body's length", async () => {
    const pages = t.app.sharedPages;
    if (!pages) throw new Error("the test app shares database pages");
    // Dropped and rendered on demand: made at a quick quality, then again at the best.
    pages.invalidate();
    await request(t.app).get("/").expect(200);
    const quick = await raw("/", { "Accept-Encoding": "br" });
    expect(Number(quick.headers["content-length"])).toBe(quick.body.length);
    await pages.compressed();
    const best = await raw("/", { "Accept-Encoding": "br" });
    expect(best.body.length).toBeLessThan(quick.body.length);
    expect(Number(best.headers["content-length"])).toBe(best.body.length);
    expect(brotliDecompressSync(best.body).toString()).toBe(
      brotliDecompressSync(quick.body).toString(),
    );
  });

  test("a revalidation with the page's ETag is a 304 with the same headers as Express's", async () => {
    const first = await raw("/about");
    const etag = String(first.headers.etag);
    const fast = await raw("/about", { "If-None-Match": etag });
    const viaExpress = await raw("/about?utm_source=test", { "If-None-Match": etag });
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(comparable(fast)).toEqual(comparable(viaExpress));
  });

  test("it stands aside whenever Express would decide: a query, another method, another ETag, a signed-in visitor", async () => {
    const express = spyOnExpress();
    const reached = async (send: () => Promise<unknown>) => {
      const before = express.mock.calls.length;
      await send();
      return express.mock.calls.length > before;
    };
    expect(await reached(() => raw("/about"))).toBe(false);
    expect(await reached(() => raw("/about?page=2"))).toBe(true);
    expect(await reached(() => raw("/about", {}, "POST"))).toBe(true);
    expect(await reached(() => raw("/about", {}, "OPTIONS"))).toBe(true);
    // A list of ETags, or `*`, is Express's freshness check to make.
    expect(await reached(() => raw("/about", { "If-None-Match": 'W/"another"' }))).toBe(true);
    expect(await reached(() => raw("/about", { "If-None-Match": "*" }))).toBe(true);
    // Not a kept page, or not yet rendered: Express renders it.
    expect(await reached(() => raw("/no-such-page-8841"))).toBe(true);
    expect(await reached(() => raw("/ABOUT"))).toBe(true);

    // The article's shared copy: anyone signed out gets it here, anyone signed in their own.
    expect(article).not.toBe("");
    await raw(article);
    expect(await reached(() => raw(article))).toBe(false);
    const session = await register(t.app, { email: uniqueEmail("fast-path") });
    const signedIn = await raw(article, { Cookie: session.cookie, Origin: ORIGIN });
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(await reached(() => raw(article, { Cookie: session.cookie }))).toBe(true);
    express.mockRestore();
  });

  test("a copy dropped by a content change is not sent again", async () => {
    const before = await raw("/about");
    t.app.staticPages?.invalidate();
    const express = spyOnExpress();
    const after = await raw("/about");
    expect(express).toHaveBeenCalledTimes(1);
    expect(after.status).toBe(200);
    // Rendered again, from the same facts: the same bytes, now kept afresh.
    expect(after.headers.etag).toBe(before.headers.etag);
    await raw("/about");
    expect(express).toHaveBeenCalledTimes(1);
    express.mockRestore();
  });

  test("if the path in front of Express fails, Express answers and the server carries on", async () => {
    const pages = t.app.staticPages;
    if (!pages) throw new Error("the test app keeps release pages");
    const ready = pages.ready;
    pages.ready = () => {
      throw new Error("a fault in the kept page path");
    };
    try {
      const answer = await raw("/about");
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain("Our story");
      expect(
        t.logs.some((l) => l.msg === "the kept page path failed; Express answers instead"),
      ).toBe(true);
    } finally {
      pages.ready = ready;
    }
    expect((await raw("/about")).status).toBe(200);
  });

  test("each answer is logged as Express's are, with its request id, and counted by its route", async () => {
    const answer = await raw("/about", { "X-Request-Id": "lb-trace-fast-0001" });
    expect(answer.headers["x-request-id"]).toBe("lb-trace-fast-0001");
    const fresh = await raw("/about", { "X-Request-Id": "<script>" });
    const id = String(fresh.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (const requestId of ["lb-trace-fast-0001", id]) {
      const lines = t.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === requestId);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        msg: "request completed",
        req: { method: "GET", path: "/about" },
        res: { statusCode: 200 },
      });
      expect(typeof lines[0]?.responseTime).toBe("number");
    }
    const metrics = await request(t.app)
      .get("/metrics")
      .set("Authorization", `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    const line = metrics.text
      .split("\n")
      .find((l) => l.startsWith('http_requests_total{method="GET",route="/about",status="200"}'));
    expect(Number(line?.split(" ").at(-1))).toBeGreaterThanOrEqual(2);
  });
});

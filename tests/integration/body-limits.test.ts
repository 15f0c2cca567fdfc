import type { Server } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodyLimits } from "../../server/http/body-limits";
import { HOST, ORIGIN, signedInAs, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

interface RawAnswer {
  status: number;
  type: string;
  body: string;
}

/**
 * Sends a body as a browser or script would, without Content-Length when `chunked`, and reads
 * the answer even if the server closes the connection before taking the whole body.
 */
function sendRaw(
  server: Server,
  path: string,
  body: Buffer,
  options: { type: string; chunked: boolean; cookie?: string },
): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        Host: HOST,
        Origin: ORIGIN,
        "Content-Type": options.type,
        "X-Forwarded-For": uniqueIp(),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
        ...(options.chunked ? {} : { "Content-Length": String(body.length) }),
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers["content-type"] ?? "",
          body: text,
        }),
      );
    });
    // The server may stop reading and close once it has answered 413.
    let stopped = false;
    req.on("error", (err: NodeJS.ErrnoException) => {
      stopped = true;
      if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
    req.on("close", () => {
      stopped = true;
    });
    const step = 16 * 1024;
    const writeFrom = (offset: number) => {
      while (!stopped && offset < body.length) {
        const more = req.write(body.subarray(offset, offset + step));
        offset += step;
        if (!more) {
          req.once("drain", () => writeFrom(offset));
          return;
        }
      }
      if (!stopped) req.end();
    };
    writeFrom(0);
  });
}

const boundary = "----limit";
const uploadType = `multipart/form-data; boundary=${boundary}`;

/** A multipart form holding one "photo" of this many bytes. */
const photoUpload = (bytes: number) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.alloc(bytes, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const formOf = (bytes: number) =>
  Buffer.from(`name=Jo&email=jo%40example.com&message=${"a".repeat(bytes)}`);

describe("request body limits", () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  test("a form post past the limit with Content-Length gets 413 and the site's page", async () => {
    const answer = await sendRaw(server, "/contact", formOf(bodyLimits.public + 1), {
      type: "application/x-www-form-urlencoded",
      chunked: false,
    });
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/text\/html/);
    expect(answer.body).toContain("That was more than we can accept");
    // Inside the site's layout: the header's navigation and the footer are there.
    expect(answer.body).toContain("<header");
    expect(answer.body).toContain("<footer");
    // Nothing of what was sent is echoed back.
    expect(answer.body).not.toContain("a".repeat(200));
  });

  test("a chunked form post with no Content-Length is cut off at the limit too", async () => {
    const answer = await sendRaw(server, "/contact", formOf(4 * bodyLimits.public), {
      type: "application/x-www-form-urlencoded",
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("That was more than we can accept");
  });

  test("a JSON body past the API's limit gets a JSON 413, chunked or not", async () => {
    const json = Buffer.from(JSON.stringify({ message: "a".repeat(100 * 1024) }));
    for (const chunked of [false, true]) {
      const answer = await sendRaw(server, "/api/enquiries", json, {
        type: "application/json",
        chunked,
      });
      expect(answer.status).toBe(413);
      expect(answer.type).toMatch(/application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ message: "The request body is too large." });
    }
  });

  test("a form just inside the limit still reaches the page's action", async () => {
    const res = await request(t.app)
      .post("/contact")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send(formOf(bodyLimits.public - 200).toString());
    // The action answers with field errors (the message is far too long), not a 413.
    expect(res.status).toBe(400);
    expect(res.text).toContain("characters or fewer");
  });

  test("a form shown again with its errors echoes no more of a field than the field accepts", async () => {
    const res = await request(t.app)
      .post("/contact")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send({ name: "n".repeat(20_000), message: "m".repeat(20_000) });
    expect(res.status).toBe(400);
    expect(res.text).toContain("Name must be 100 characters or fewer");
    expect(res.text).not.toContain("n".repeat(255));
    expect(res.text).not.toContain("m".repeat(5001));
  });

  test("an upload to an admin address by someone who is not staff gets the public limit", async () => {
    const answer = await sendRaw(server, "/admin/team/new", photoUpload(bodyLimits.public * 2), {
      type: uploadType,
      chunked: true,
    });
    expect(answer.status).toBe(413);
  });

  test("staff may send an upload larger than a public form", async () => {
    const { cookie } = await signedInAs(t, "staff");
    const answer = await sendRaw(server, "/admin/team/new", photoUpload(bodyLimits.public * 4), {
      type: uploadType,
      chunked: true,
      cookie,
    });
    // The action reads it and says what is wrong with the form, rather than refusing its size.
    expect(answer.status).toBe(400);
  });
});

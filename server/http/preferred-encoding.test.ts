import type { IncomingMessage } from "node:http";
import express from "express";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { preferredEncoding } from "./preferred-encoding";

const app = express().get("/", (req, res) => {
  res.send(preferredEncoding(req) ?? "none");
});
const asked = async (header?: string) => {
  const req = request(app).get("/");
  return (
    await (header === undefined ? req.unset("Accept-Encoding") : req.set("Accept-Encoding", header))
  ).text;
};

describe("preferredEncoding", () => {
  test("brotli for a browser listing gzip first, as Chromium does", async () => {
    expect(await asked("gzip, deflate, br, zstd")).toBe("br");
  });
  test("gzip when brotli is not accepted, or refused", async () => {
    expect(await asked("gzip, deflate")).toBe("gzip");
    expect(await asked("gzip, br;q=0")).toBe("gzip");
  });
  test("none when neither is accepted, or nothing is said", async () => {
    expect(await asked("identity")).toBe("none");
    expect(await asked("deflate")).toBe("none");
    expect(await asked()).toBe("none");
  });
});

describe("preferredEncoding on Node's own request", () => {
  test("decides as Express's negotiation does, for the path in front of Express", () => {
    const ask = (header?: string) =>
      preferredEncoding({
        headers: header === undefined ? {} : { "accept-encoding": header },
      } as IncomingMessage);
    expect(ask("gzip, deflate, br, zstd")).toBe("br");
    expect(ask("gzip, br;q=0")).toBe("gzip");
    expect(ask("br;q=0.1, gzip;q=1")).toBe("br");
    expect(ask("deflate")).toBeUndefined();
    expect(ask()).toBeUndefined();
  });
});

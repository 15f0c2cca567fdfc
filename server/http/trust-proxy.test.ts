import express from "express";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  test("reads none, hop counts, named ranges, addresses and CIDR ranges", () => {
    expect(parseTrustProxy("none")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "2001:db8::/32",
      "192.0.2.7",
    ]);
  });

  test("names what it cannot read", () => {
    const parsed = parseTrustProxy("loopback, everything, 10.0.0.0/40");
    expect(parsed).toHaveProperty("error");
    expect((parsed as { error: string }).error).toMatch(/everything, 10\.0\.0\.0\/40$/);
  });

  test("with the default, a private-range peer cannot choose the client's address", async () => {
    const app = express();
    app.set("trust proxy", parseTrustProxy("loopback"));
    app.get("/", (req, res) => {
      res.send(req.ip);
    });
    // supertest connects over loopback: the one peer the default trusts.
    const trusted = await request(app).get("/").set("X-Forwarded-For", "203.0.113.9");
    expect(trusted.text).toBe("203.0.113.9");

    const strict = express();
    strict.set("trust proxy", parseTrustProxy("10.0.0.0/8"));
    strict.get("/", (req, res) => {
      res.send(req.ip);
    });
    const untrusted = await request(strict).get("/").set("X-Forwarded-For", "203.0.113.9");
    expect(untrusted.text).not.toBe("203.0.113.9");
  });
});

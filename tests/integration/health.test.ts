import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

describe("health endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("/healthz answers 200 while the process runs, never cached", async () => {
    const res = await request(t.app).get("/healthz").expect(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  test("/readyz answers 200 when the database answers", async () => {
    const res = await request(t.app).get("/readyz").expect(200);
    expect(res.body).toEqual({ status: "ready" });
  });

  test("/readyz answers 503 while shutting down, so a load balancer stops sending traffic", async () => {
    t.shutdown.value = true;
    try {
      await request(t.app).get("/readyz").expect(503);
    } finally {
      t.shutdown.value = false;
    }
  });
});

describe("readiness without a database", () => {
  test("/readyz answers 503 once the database is gone, while /healthz stays 200", async () => {
    const t = await createTestApp();
    await t.close();
    const res = await request(t.app).get("/readyz").expect(503);
    expect(res.body).toEqual({ status: "database-unavailable" });
    await request(t.app).get("/healthz").expect(200);
  });
});

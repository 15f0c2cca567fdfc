import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { queueMail } from "../../server/services/mail/outbox";
import { ORIGIN, postPageForm, register, uniqueEmail, uniqueIp } from "./support/accounts";
import { freeSlots, insertBooking } from "./support/booking-rows";
import { linkMailedTo } from "./support/mail";
import { createTestApp, type TestApp } from "./support/test-app";

const TOKEN = "metrics-token-for-the-integration-tests-0123";
/** The London date n days after `from` (an app's clock: `t.clock.now()`). */
const inDays = (from: Date, n: number) => todayInLondon(new Date(from.getTime() + n * 86_400_000));

/** The value of one sample line, e.g. sample(text, 'bookings_made_total{kind="booking"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics with METRICS_TOKEN set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, BOOKING_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await request(t.app)
      .get("/metrics")
      .set("Authorization", `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  test.each([
    ["no token", undefined],
    ["a wrong token", `Bearer ${TOKEN.slice(0, -1)}x`],
    ["the token without Bearer", TOKEN],
    ["an empty bearer", "Bearer "],
  ])("%s: 404, never cached", async (_name, authorization) => {
    const req = request(t.app).get("/metrics");
    if (authorization !== undefined) req.set("Authorization", authorization);
    const res = await req.expect(404);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).not.toContain("http_requests_total");
  });

  test("requests are counted by route pattern, never by the raw path", async () => {
    await request(t.app).get("/insights/a-slug-nobody-wrote").expect(404);
    await request(t.app).get("/no-such-place-at-all-4821").expect(404);
    await request(t.app).get("/api/availability?from=nonsense").expect(400);
    await request(t.app).get("/about").expect(200);
    await request(t.app).get("/about").expect(200);
    const text = await scrape();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/insights\/:slug",status="404"\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/availability",status="400"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/about"\}/,
    );
    expect(text).not.toContain("a-slug-nobody-wrote");
    expect(text).not.toContain("no-such-place-at-all-4821");
    expect(text).not.toContain(TOKEN);
    // The about page is kept for the release: the second request is a hit.
    expect(sample(text, 'page_cache_lookups_total{cache="release",outcome="hit"}')).toBeGreaterThan(
      0,
    );
  });

  test("bookings made, moved and cancelled, and enquiries, are counted", async () => {
    const slots = async () => {
      const res = await request(t.app)
        .get(
          `/api/availability?from=${inDays(t.clock.now(), 7)}&to=${inDays(t.clock.now(), 25)}&type=phone`,
        )
        .expect(200);
      return (res.body.days as Array<{ slots: Array<{ start: string }> }>).flatMap((d) =>
        d.slots.map((s) => s.start),
      );
    };
    const [first, second] = await slots();
    const booked = await request(t.app)
      .post("/api/bookings")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({
        practiceArea: "wills-probate",
        type: "phone",
        start: first,
        name: "Pat Example",
        email: uniqueEmail("metrics"),
        phone: "0161 496 0789",
        summary: "I would like to make a will.",
      })
      .expect(201);
    const token = String(booked.body.manageUrl).split("/").at(-1) as string;
    await request(t.app)
      .post(`/api/bookings/manage/${token}/reschedule`)
      .set("Origin", ORIGIN)
      .send({ start: second })
      .expect(200);
    for (let i = 0; i < 2; i++) {
      // The second cancellation changes nothing, so counts nothing.
      await request(t.app)
        .post(`/api/bookings/manage/${token}/cancel`)
        .set("Origin", ORIGIN)
        .send({})
        .expect(200);
    }
    const text = await scrape();
    expect(sample(text, 'bookings_made_total{kind="booking"}')).toBe(1);
    expect(sample(text, 'bookings_moved_total{by="client"}')).toBe(1);
    expect(sample(text, 'bookings_cancelled_total{by="client"}')).toBe(1);
    expect(text).toContain('route="/api/bookings/manage/:token/cancel"');
    expect(text).not.toContain(token);
  });

  test("a move and a cancellation from the client's account count as the client's", async () => {
    const before = await scrape();
    const client = await register(t.app, { name: "Maud Metrics" });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
    const booking = await insertBooking(t, { email: client.email });
    const target = (await freeSlots(t, "bramhall", 6, 20)).find(
      (s) => s !== booking.startsAt.toISOString(),
    ) as string;
    const account = (body: Record<string, string>) =>
      postPageForm(t.app, "/account").set("Cookie", client.cookie).send(body);
    await account({
      intent: "reschedule",
      booking: booking.id,
      start: target,
      confirmed: "yes",
    }).expect(200);
    await account({ intent: "cancel", booking: booking.id, confirmed: "yes" });
    const after = await scrape();
    const moved = 'bookings_moved_total{by="client"}';
    const cancelled = 'bookings_cancelled_total{by="client"}';
    expect((sample(after, moved) ?? 0) - (sample(before, moved) ?? 0)).toBe(1);
    expect((sample(after, cancelled) ?? 0) - (sample(before, cancelled) ?? 0)).toBe(1);
  });

  test("the outbox gauges come from the shared database and say to take the maximum", async () => {
    await queueMail(t.database.handle.db, {
      idempotencyKey: "metrics-waiting",
      to: ["someone@example.com"],
      subject: "Waiting",
      html: "<p>x</p>",
      text: "x",
    });
    const text = await scrape();
    expect(sample(text, 'outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "outbox_oldest_unsent_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/# HELP outbox_messages .*take the max, not the sum/);
    expect(text).toMatch(/# HELP outbox_oldest_unsent_age_seconds .*take the max, not the sum/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    if (t.database.handle.kind === "postgres") {
      expect(text).toContain('db_pool_connections{state="total"}');
      expect(text).not.toContain("backup_last_success_timestamp_seconds");
    } else {
      expect(text).not.toContain("db_pool_connections");
      expect(sample(text, "backup_last_success_timestamp_seconds")).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("does not exist, whatever is sent", async () => {
    await request(t.app).get("/metrics").expect(404);
    const res = await request(t.app).get("/metrics").set("Authorization", "Bearer anything");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("http_requests_total");
  });
});

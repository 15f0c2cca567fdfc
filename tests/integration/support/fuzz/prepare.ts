import request from "supertest";
import { outbox, users } from "../../../../server/db/schema";
import { ORIGIN, STRONG_PASSWORD, uniqueEmail, uniqueIp } from "../accounts";
import type { TestApp } from "../test-app";
import type { FuzzContext } from "./context";
import { harvest } from "./harvest";
import { labelOf } from "./requests";
import { schemaFields } from "./schema-fields";
import { send } from "./send";
import type { FuzzSessions } from "./sessions";
import type { PageTarget, Target } from "./targets";

/**
 * Everything the generators draw on, found from the running app: a real booking and its link,
 * free times, the crawl's parameter values and forms (as each role sees them), the schemas'
 * field names, and each endpoint's fields from its own 400 answer.
 */
export async function prepareFuzzing(
  t: TestApp,
  port: number,
  sessions: FuzzSessions,
  pages: PageTarget[],
  targets: Target[],
): Promise<FuzzContext> {
  // Real values for the fields that lead somewhere: free times, a booking and its link.
  const now = t.clock.now().getTime();
  const from = new Date(now + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(now + 20 * 86_400_000).toISOString().slice(0, 10);
  const days = await request(t.app).get(`/api/availability?from=${from}&to=${to}&type=phone`);
  const starts = (days.body.days as Array<{ date: string; slots: Array<{ start: string }> }>)
    .flatMap((d) => d.slots.slice(0, 2).map((s) => s.start))
    .slice(0, 12);
  const dates = (days.body.days as Array<{ date: string }>).map((d) => d.date).slice(0, 5);
  const booked = await request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: "wills-probate",
      type: "phone",
      start: starts[0],
      name: "Fuzz Example",
      email: uniqueEmail("fuzz"),
      phone: "0161 496 0789",
      summary: "A booking for the fuzz suite to find.",
    })
    .expect(201);
  const managePath = new URL(booked.body.manageUrl as string).pathname;

  // Links only mail carries (a set-password or verification link, a manage link) from the outbox.
  const mailed = (await t.database.handle.db.select({ text: outbox.text }).from(outbox)).flatMap(
    (mail) => [...mail.text.matchAll(/https?:\/\/[^/\s]+(\/[^\s)>\]]*)/g)].map((m) => m[1] ?? "/"),
  );
  const startPaths = [
    ...pages
      .filter((p) => p.params.length === 0 && !p.resource && !p.pattern.endsWith("*"))
      .map((p) => p.pattern),
    ...mailed,
  ];
  const roleFor = (path: string) =>
    path.startsWith("/admin") ? "admin" : path.startsWith("/account") ? "client" : "visitor";
  const found = await harvest(
    pages,
    [...new Set([...startPaths, managePath])].map((path) => ({ path, role: roleFor(path) })),
    async (path, role) => {
      const cookie = sessions.cookie(role as "client" | "staff" | "admin");
      const answer = await send(
        port,
        {
          method: "GET",
          path,
          headers: { Host: "localhost:3000", ...(cookie ? { Cookie: cookie } : {}) },
        },
        Number.POSITIVE_INFINITY,
      );
      return answer.status === 200 ? answer.body : undefined;
    },
  );
  const ids = [...found.params.values()].flatMap((byName) =>
    [...byName.values()].flatMap((v) => [...v]),
  );
  const valuesByName = new Map(found.values);
  const add = (name: string, ...values: string[]) =>
    valuesByName.set(name, new Set([...(valuesByName.get(name) ?? []), ...values]));
  add("start", ...starts);
  // The fuzzing accounts' own addresses, so a sign-in or reset can name a real account.
  add(
    "email",
    ...(await t.database.handle.db.select({ email: users.email }).from(users)).map((u) => u.email),
  );
  add("password", STRONG_PASSWORD);
  // Each endpoint names the fields it reads in its own answer to an empty body.
  const endpointFields = new Map<string, string[]>();
  for (const endpoint of targets.filter((x) => x.kind === "endpoint")) {
    const answer = await send(port, {
      method: endpoint.method,
      path: endpoint.pattern.replace(/:[A-Za-z]+/g, "x"),
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/json",
        Cookie: sessions.cookie("admin") ?? "",
      },
      ...(endpoint.method === "GET" ? {} : { body: Buffer.from("{}") }),
    });
    try {
      const errors = (JSON.parse(answer.body) as { errors?: Record<string, unknown> }).errors;
      if (errors) endpointFields.set(labelOf(endpoint), Object.keys(errors));
    } catch {
      // Not JSON (a health check, an image): it reads no fields.
    }
  }
  const paramsByName = new Map<string, Set<string>>();
  for (const byName of found.params.values()) {
    for (const [name, values] of byName) {
      paramsByName.set(name, new Set([...(paramsByName.get(name) ?? []), ...values]));
    }
  }
  return {
    targets,
    endpointFields,
    paramsByName,
    valuesByName,
    harvest: found,
    schema: await schemaFields(),
    plausible: [
      ...starts,
      ...dates,
      ...ids.slice(0, 40),
      STRONG_PASSWORD,
      "Fuzz Person",
      "fuzz.person@example.com",
      "0161 496 0789",
      "yes",
      "on",
      "10:00",
      "17:30",
      booked.body.reference as string,
    ],
  };
}

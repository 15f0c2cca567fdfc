import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFormGuard } from "../../server/security/form-guard";
import { ORIGIN, uniqueIp } from "./support/accounts";
import { TOKEN } from "./support/fuzz/bodies";
import type { FuzzContext } from "./support/fuzz/context";
import { answerProblem, emptyRequiredColumns, invalidRows } from "./support/fuzz/invariants";
import { prepareFuzzing } from "./support/fuzz/prepare";
import { type FuzzRequest, requestArb } from "./support/fuzz/requests";
import { type Answer, listen, send } from "./support/fuzz/send";
import { FuzzSessions } from "./support/fuzz/sessions";
import { expressEndpoints, pageTargets, type Target } from "./support/fuzz/targets";
import {
  createTestApp,
  loadServerBuild,
  type TestApp,
  testSessionSecret,
} from "./support/test-app";

/**
 * Generated hostile requests against every route the app serves (issue 27, ADR 025). The
 * targets come from the server build and Express's router stack; the requests from fast-check,
 * seeded: FUZZ_SEED replays a run, FUZZ_RUNS sets how many requests (the budget is a count of
 * requests, shared by all targets, so more routes never make the run longer).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 2500);
const seed = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let sessions: FuzzSessions;
let targets: Target[];
let ctx: FuzzContext;
let optionalColumns: Set<string>;
let jpeg: Buffer;
const guard = createFormGuard(
  testSessionSecret,
  { minSeconds: { contact: 0, booking: 0, quote: 0 }, maxAgeSeconds: 12 * 60 * 60 },
  () => t.clock.now().getTime(),
);

beforeAll(async () => {
  // Limits raised and the bot check's fill time at 0, so requests get past them to the code
  // behind; every request also comes from its own address.
  t = await createTestApp({
    BOOKING_RATE_LIMIT: "1000000",
    CONTACT_RATE_LIMIT: "1000000",
    BOOKING_ACTIVE_PER_EMAIL: "1000000",
    CONTACT_MIN_SECONDS: "0",
    BOOKING_MIN_SECONDS: "0",
    QUOTE_MIN_SECONDS: "0",
  });
  server = await listen(t.app);
  sessions = new FuzzSessions(t, server.port);
  await sessions.start();
  optionalColumns = new Set((await emptyRequiredColumns(t.database.handle.db)).map((c) => c.key));
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();

  const pages = pageTargets(await loadServerBuild());
  targets = [...pages, ...expressEndpoints(t.app)];

  ctx = await prepareFuzzing(t, server.port, sessions, pages, targets);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** A request cut to a readable size for the failure message. */
function describeRequest(index: number, req: FuzzRequest, answer: Answer, problem: string): string {
  const body = req.body
    ? JSON.stringify(req.body.subarray(0, 400).toString("latin1")) +
      (req.body.length > 400 ? ` …(${req.body.length} bytes)` : "")
    : "(none)";
  return [
    `#${index} ${problem} (target ${req.target}, as ${req.role})`,
    `  ${req.method} ${req.path.slice(0, 300)}`,
    `  headers ${JSON.stringify(req.headers)}`,
    `  body ${body}`,
    `  answer ${answer.status} ${String(answer.headers["content-type"] ?? "")} ${JSON.stringify(answer.body.slice(0, 300))}`,
  ].join("\n");
}

describe("the fuzz suite", () => {
  test("its targets are every route the app serves, pages and Express endpoints alike", async () => {
    const build = await loadServerBuild();
    const patterns = new Set(targets.map((x) => x.pattern));
    // Every route module in the build that answers anything is a target.
    for (const route of Object.values(build.routes)) {
      if (!route || route.id === "root" || (!route.path && !route.index)) continue;
      const module = route.module as { default?: unknown; loader?: unknown; action?: unknown };
      if (!module.default && !module.loader && !module.action) continue;
      expect(targets.some((x) => x.kind === "page" && x.pattern.endsWith(route.path ?? ""))).toBe(
        true,
      );
    }
    // A route added to the build is picked up with nothing listed by hand.
    const added = {
      ...build.routes,
      "routes/new": {
        id: "routes/new",
        parentId: "root",
        path: "brand-new/:thing",
        module: { action: () => null, handle: { query: ["page"] } },
      },
    };
    expect(pageTargets({ routes: added } as unknown as typeof build)).toContainEqual(
      expect.objectContaining({
        pattern: "/brand-new/:thing",
        params: ["thing"],
        hasAction: true,
        query: ["page"],
      }),
    );
    // Every endpoint found answers as an endpoint: the API's own 404 means it was not served.
    for (const endpoint of targets.filter((x) => x.kind === "endpoint")) {
      const path = endpoint.pattern.replace(/:[A-Za-z]+/g, "x");
      const answer = await send(server.port, {
        method: endpoint.method,
        path,
        headers: { Origin: ORIGIN, Cookie: sessions.cookie("admin") ?? "" },
      });
      expect(answer.body, `${endpoint.method} ${path}`).not.toContain(
        "There is no such API endpoint",
      );
    }
    for (const expected of [
      "/api/login",
      "/api/bookings/manage/:token/reschedule",
      "/api/admin/users/:id/role",
      "/consultation/manage/:token",
      "/admin/team/:id",
    ]) {
      expect(patterns).toContain(expected);
    }
    // An endpoint added to a router is found by walking the stack.
    const express = (await import("express")).default;
    const app = express();
    const router = express.Router();
    router.put("/things/:id", (_req, res) => void res.end());
    app.use("/api", router);
    expect(expressEndpoints(app)).toEqual([
      { kind: "endpoint", method: "PUT", pattern: "/api/things/:id", params: ["id"] },
    ]);
  });

  test(`${runs} generated requests: no 5xx, every refusal the site's own (seed ${seed})`, {
    timeout: Math.max(600_000, runs * 200),
  }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // Per target, what its own method was answered: a 2xx, 3xx or a form shown again (400/409)
    // means the request got past the guards to the code behind them.
    const actionAnswers = new Map<string, Set<number>>();
    let index = 0;
    let dueCheck = false;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(requestArb(ctx, jpeg), async (req) => {
        index += 1;
        const cookie = req.role === "visitor" ? undefined : sessions.cookie(req.role);
        const body =
          req.body && req.wantsToken
            ? Buffer.from(req.body.toString("latin1").replaceAll(TOKEN, guard.issue()), "latin1")
            : req.body;
        const answer = await send(server.port, {
          method: req.method,
          path: req.path,
          headers: {
            Host: "localhost:3000",
            "X-Forwarded-For": uniqueIp(),
            ...req.headers,
            ...(cookie ? { Cookie: cookie } : {}),
          },
          ...(body ? { body } : {}),
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (req.method === req.rightMethod && answer.status > 0 && answer.status < 500) {
          const seen = actionAnswers.get(req.target) ?? new Set<number>();
          seen.add(answer.status);
          actionAnswers.set(req.target, seen);
        }
        const target = targets.find(
          (x) => `${x.kind === "endpoint" ? `${x.method} ` : ""}${x.pattern}` === req.target,
        );
        const problem = target ? answerProblem(target, req.method, req.path, answer) : undefined;
        if (problem && failures.length < 40)
          failures.push(describeRequest(index, { ...req, body }, answer, problem));
        const cookies = ([] as string[]).concat(answer.headers["set-cookie"] ?? []);
        if (cookies.some((c) => c.startsWith("__session=;")) || req.method !== "GET")
          dueCheck = true;
        if (dueCheck && index % 20 === 0) {
          await sessions.check();
          dueCheck = false;
        }
      }),
      { seed, numRuns: runs },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    console.log(
      `fuzz: ${runs} requests, seed ${seed}, ${seconds} s, ${sessions.replaced} accounts replaced; ${summary}`,
    );
    const unreached = targets
      .filter((x) => x.kind === "endpoint" || x.hasAction)
      .map((x) => (x.kind === "endpoint" ? `${x.method} ${x.pattern}` : x.pattern))
      .filter(
        (name) =>
          ![...(actionAnswers.get(name) ?? [])].some((s) => s < 300 || s === 302 || s === 303),
      );
    console.log(
      `fuzz: targets never answered 2xx or a redirect (${unreached.length}): ${unreached.join(", ")}`,
    );
    expect(
      failures,
      `Replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run --project integration tests/integration/fuzz.test.ts\n${failures.join("\n\n")}`,
    ).toEqual([]);
  });

  test("afterwards the database holds no invalid row", async () => {
    expect(await invalidRows(t.database.handle.db, optionalColumns), `seed ${seed}`).toEqual([]);
  });
});

import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HOST, ORIGIN, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { createTestApp, loadServerBuild, type TestApp } from "./support/test-app";

/**
 * Every malformed input answers 4xx (or the form again with an error), never 5xx: impossible
 * dates, years 0000 and 9999, 10 kB strings, arrays, nulls and non-UUIDs, sent to every /api
 * endpoint, every route's parameters, query and form action.
 */

const badValues: Array<[string, string | string[]]> = [
  ["an impossible date", "2026-02-30"],
  ["year 0000", "0000-01-01"],
  ["year 9999", "9999-12-31"],
  ["an instant in year 9999", "9999-12-31T10:00:00Z"],
  ["an instant in year 0000", "0000-01-01T00:00:00Z"],
  ["garbage", "garbage"],
  ["10 kB", "x".repeat(10_000)],
  ["an array", ["2026-12-01", "2026-12-02"]],
  ["empty", ""],
  ["a non-UUID", "not-a-uuid"],
  ["a negative number", "-1"],
  ["a huge number", "1e309"],
];

/** Names the pages and the API read from queries and forms, whichever route they belong to. */
const fieldNames = [
  "from",
  "to",
  "date",
  "start",
  "type",
  "area",
  "saturday",
  "part",
  "page",
  "q",
  "status",
  "week",
  "reference",
  "next",
  "intent",
  "name",
  "email",
  "phone",
  "summary",
  "message",
  "practiceArea",
  "replyBy",
  "password",
  "reason",
  "note",
  "body",
  "role",
  "id",
  "slug",
  "title",
  "excerpt",
  "publishAt",
  "startDate",
  "endDate",
  "fromTime",
  "toTime",
  "pool",
  "minNotice",
  "maxDaysAhead",
  "memberId",
  "assignedTo",
  "actor",
  "token",
  "startedAt",
  "website",
  "price",
  "completionDate",
  "tenure",
  "version",
  "attendance",
  "office",
  "bramhall",
  "heaton-moor",
  "remote",
  "sortOrder",
  "kind",
  "source",
  "rating",
  "reviewCount",
  "link",
  "since",
  "checkedOn",
  "removeLogo",
  "lawyer",
  "lawyerId",
  "meetingTypes",
  "takesConsultations",
  "hoursMode",
  "videoRoomUrl",
  "userId",
  "startsOn",
  "endsOn",
];

/** Every intent a form of the site posts; each action also gets one it does not know. */
const intents = [
  "add-block",
  "remove-block",
  "assign",
  "attendance",
  "cancel",
  "reassign",
  "confirm",
  "disable",
  "enable",
  "note",
  "reschedule",
  "resend",
  "revoke",
  "role",
  "settings",
  "status",
  "hide",
  "login",
  "register",
  "move-down",
  "move-up",
  "publish",
  "schedule",
  "unpublish",
  "delete",
  "email",
  "add",
  "remove",
  "issue",
  "retry",
  "preview",
  "back",
  "close",
  "details",
  "password",
  "resend-verification",
  "sign-out-elsewhere",
  "show",
];

const formWith = (value: string | string[], extra: Record<string, string> = {}) => {
  const params = new URLSearchParams();
  for (const name of fieldNames) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
};

const jsonWith = (value: string | string[] | null) =>
  Object.fromEntries(fieldNames.map((name) => [name, value]));

let t: TestApp;
let admin: string;
let manageToken: string;
let bookingId: string;
const pagePaths: string[] = [];
const actionPaths: string[] = [];
/** Actions of index routes: their data address needs `?index` (React Router's single fetch). */
const indexActions = new Set<string>();

function failures(results: Array<{ what: string; status: number }>) {
  return results.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.what}`);
}

beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "100000", CONTACT_RATE_LIMIT: "100000" });
  admin = (await signedInAs(t, "admin")).cookie;

  // A real booking, so the manage and admin pages get as far as their inputs.
  const now = t.clock.now().getTime();
  const from = new Date(now + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(now + 20 * 86_400_000).toISOString().slice(0, 10);
  const days = await request(t.app).get(`/api/availability?from=${from}&to=${to}&type=phone`);
  const start = days.body.days.find((d: { slots: unknown[] }) => d.slots.length)?.slots[0]
    ?.start as string;
  const booked = await request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: "wills-probate",
      type: "phone",
      start,
      name: "Fuzz Example",
      email: uniqueEmail("fuzz"),
      phone: "0161 496 0789",
      summary: "Testing odd inputs.",
    })
    .expect(201);
  manageToken = new URL(booked.body.manageUrl).pathname.split("/").pop() as string;
  const list = await request(t.app).get("/admin/consultations").set("Cookie", admin);
  bookingId = list.text.match(/\/admin\/consultations\/([0-9a-f-]{36})/)?.[1] as string;

  const build = await loadServerBuild();
  for (const route of Object.values(build.routes)) {
    if (!route || route.id === "root") continue;
    const parts: string[] = [];
    for (
      let r: typeof route | undefined = route;
      r;
      r = r.parentId ? build.routes[r.parentId] : undefined
    ) {
      if (r.path) parts.unshift(r.path);
    }
    const path = `/${parts.join("/")}`.replace(/\/+/g, "/");
    if (route.module.default || route.module.loader) pagePaths.push(path);
    // Signing out is the one action that ends the session the other posts need.
    if (route.module.action && path !== "/auth/logout") {
      actionPaths.push(path);
      if (route.index) indexActions.add(path);
    }
  }
});
afterAll(() => t.close());

/** A route's path with every parameter set to a value (and the splat to that value too). */
const fill = (path: string, value: string) =>
  path.replace(/:[A-Za-z]+/g, encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));

describe("impossible input never gets a 5xx", () => {
  test.each(badValues)(
    "%s in every route's parameters and query",
    { timeout: 120_000 },
    async (_what, value) => {
      const results: Array<{ what: string; status: number }> = [];
      const one = Array.isArray(value) ? (value[0] as string) : value;
      for (const path of pagePaths) {
        const url = `${fill(path, one)}?${formWith(value).toString()}`;
        const res = await request(t.app).get(url).set("Cookie", admin);
        results.push({ what: `GET ${path} (filled)`, status: res.status });
        const plain = `${path.replace(/:[A-Za-z]+/g, "x")}?${formWith(value).toString()}`;
        const res2 = await request(t.app).get(plain).set("Cookie", admin);
        results.push({ what: `GET ${path} (query)`, status: res2.status });
      }
      expect(failures(results)).toEqual([]);
    },
  );

  // Fewer values here: each is sent to every action with every intent.
  const actionValues = badValues.filter(([what]) =>
    [
      "an impossible date",
      "year 0000",
      "an instant in year 9999",
      "10 kB",
      "an array",
      "a non-UUID",
    ].includes(what),
  );
  /**
   * The intents a page's own forms post (hidden inputs and buttons named `intent`), read from
   * the page as the admin sees it with the real booking.
   */
  async function intentsOnPage(target: string): Promise<string[]> {
    const page = await request(t.app).get(target).set("Cookie", admin);
    const found = new Set<string>();
    for (const tag of page.text.match(/<(?:input|button)\b[^>]*>/g) ?? []) {
      if (!/\bname="intent"/.test(tag)) continue;
      const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
      if (value) found.add(value);
    }
    return [...found];
  }

  /** The address React Router's script posts a form to: the action alone, no page drawn. */
  const dataAddress = (target: string, path: string) =>
    `${target === "/" ? "/_root" : target}.data${indexActions.has(path) ? "?index" : ""}`;

  const post = (target: string, value: string | string[], intent: string | undefined) =>
    request(t.app)
      .post(target)
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .set("Cookie", admin)
      .type("form")
      .send(formWith(value, intent === undefined ? {} : { intent }).toString());

  /** Per action: the intents it answered differently from an unknown one, or that its page posts. */
  const handledIntents = new Map<string, string[]>();
  test.each(actionValues)(
    "%s in every form action, for every intent",
    async (_what, value) => {
      const results: Array<{ what: string; status: number }> = [];
      const one = Array.isArray(value) ? (value[0] as string) : value;
      for (const path of actionPaths) {
        const real = path
          .replace(":token", manageToken)
          .replace(":id", bookingId)
          .replace(/:[A-Za-z]+/g, one);
        // Every intent any page posts, an unknown one and none, to the action alone (as the
        // script posts); the ones this page's forms post, an unknown one and none, also as a
        // browser without script does, which draws the page again around the answer. An action
        // answers an intent it does not handle exactly as it answers the unknown one; after the
        // first value, those intents are not sent to it again (a third of the file's time).
        const unknown = "no-such-intent";
        const offered = await intentsOnPage(real);
        const toAction = handledIntents.get(path) ?? intents;
        const answers = new Map<string | undefined, string>();
        for (const intent of [...toAction, unknown, undefined]) {
          const res = await post(dataAddress(real, path), value, intent);
          results.push({ what: `POST ${real} (data) intent=${intent}`, status: res.status });
          // The form shown again echoes what was sent, the intent too.
          answers.set(intent, `${res.status} ${res.text.replaceAll(`"${intent}"`, '"?"')}`);
        }
        if (!handledIntents.has(path)) {
          const refused = answers.get(unknown);
          handledIntents.set(
            path,
            intents.filter((intent) => offered.includes(intent) || answers.get(intent) !== refused),
          );
        }
        for (const intent of [...offered, unknown, undefined]) {
          const res = await post(real, value, intent);
          results.push({ what: `POST ${real} intent=${intent}`, status: res.status });
        }
        // Where the address itself is bad, one post is enough: the route refuses the address
        // before it reads the form.
        const filled = fill(path, one);
        if (filled !== real) {
          const res = await post(filled, value, "cancel");
          results.push({ what: `POST ${filled} intent=cancel`, status: res.status });
        }
      }
      expect(failures(results)).toEqual([]);
      // Still signed in: every post above reached its action as the admin.
      await request(t.app).get("/api/user").set("Cookie", admin).expect(200);
    },
    180_000,
  );

  test.each([...badValues, ["null", null] as [string, null]])(
    "%s in every field of every /api endpoint",
    async (_what, value) => {
      const results: Array<{ what: string; status: number }> = [];
      const one = Array.isArray(value) ? (value[0] as string) : (value ?? "null");
      const calls: Array<[string, string]> = [
        ["get", "/api/user"],
        ["post", "/api/login"],
        ["post", "/api/register"],
        ["post", "/api/logout"],
        ["get", `/api/availability?${formWith(value ?? "").toString()}`],
        ["post", "/api/bookings"],
        ["post", "/api/enquiries"],
        ["get", `/api/bookings/manage/${encodeURIComponent(one)}`],
        ["post", `/api/bookings/manage/${encodeURIComponent(one)}/cancel`],
        ["post", `/api/bookings/manage/${encodeURIComponent(one)}/reschedule`],
        ["get", `/api/bookings/manage/${manageToken}`],
        ["post", `/api/bookings/manage/${manageToken}/reschedule`],
        ["get", "/api/admin/users"],
        ["patch", `/api/admin/users/${encodeURIComponent(one)}/role`],
      ];
      for (const [method, url] of calls) {
        const req = request(t.app)
          [method as "get" | "post" | "patch"](url)
          .set("Origin", ORIGIN)
          .set("X-Forwarded-For", uniqueIp())
          .set("Cookie", admin);
        const res = method === "get" ? await req : await req.send(jsonWith(value));
        results.push({ what: `${method.toUpperCase()} ${url.slice(0, 80)}`, status: res.status });
        if (method !== "get") {
          const arrayBody = await request(t.app)
            [method as "post" | "patch"](url)
            .set("Origin", ORIGIN)
            .set("X-Forwarded-For", uniqueIp())
            .set("Cookie", admin)
            .send([value]);
          results.push({
            what: `${method.toUpperCase()} ${url.slice(0, 80)} []`,
            status: arrayBody.status,
          });
        }
      }
      expect(failures(results)).toEqual([]);
    },
  );

  test("the listed cases from the field test answer 400 (or the form with an error)", async () => {
    await request(t.app)
      .get("/api/availability?from=2026-02-30&to=2026-03-01&type=video")
      .expect(400);
    await request(t.app)
      .post(`/api/bookings/manage/${manageToken}/reschedule`)
      .set("Origin", ORIGIN)
      .send({ start: "9999-12-31T10:00:00Z" })
      .expect(400);
    const moved = await request(t.app)
      .post(`/consultation/manage/${manageToken}`)
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .type("form")
      .send({ intent: "reschedule", start: "garbage" });
    expect(moved.status).toBeGreaterThanOrEqual(400);
    expect(moved.status).toBeLessThan(500);
    // A session of its own: the API round above signed the shared one out (POST /api/logout).
    const staff = (await signedInAs(t, "staff")).cookie;
    await request(t.app)
      .get("/admin/consultations?from=0000-01-01&to=9999-12-31")
      .set("Cookie", staff)
      .expect(200);
    // Logged as the caller's mistake, never as an error of ours.
    expect(t.logs.filter((line) => line.level === 50)).toEqual([]);
  });
});

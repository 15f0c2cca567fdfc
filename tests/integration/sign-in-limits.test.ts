import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ORIGIN, register, STRONG_PASSWORD, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

const login = (t: TestApp, email: string, password: string, ip: string, cookie?: string) => {
  const req = request(t.app).post("/api/login").set("Origin", ORIGIN).set("X-Forwarded-For", ip);
  if (cookie) req.set("Cookie", cookie);
  return req.send({ email, password });
};

const passwordChecks = (t: TestApp, from: number) =>
  t.logs.slice(from).filter((line) => line.event === "login.failure").length;

function deviceCookieFrom(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const device = cookies.find((c) => c.startsWith("__device="));
  if (!device) throw new Error("no device cookie");
  return device.split(";")[0] as string;
}

// ADR 015: each attempt is reserved before its password is checked, on either store.
describe.each(["memory", "database"])("sign-in limits (%s store)", (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_STORE: store });
  });
  afterAll(() => t.close());

  test("100 parallel wrong passwords for one account from one address: at most ten are checked", async () => {
    const { email } = await register(t.app);
    const ip = uniqueIp();
    const from = t.logs.length;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, email, `wrong guess ${i}`, ip)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
    expect(passwordChecks(t, from)).toBeLessThanOrEqual(10);
  });

  test("parallel guesses from many addresses at one account are slowed to the account's allowance", async () => {
    const { email } = await register(t.app);
    const from = t.logs.length;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t, email, `wrong guess ${i}`, uniqueIp())),
    );
    // Ten from the account's allowance, then one through the slow lane.
    expect(passwordChecks(t, from)).toBeLessThanOrEqual(11);
  });

  test("the owner's browser signs in with the right password while the account is under attack", async () => {
    const { email } = await register(t.app);
    const first = await login(t, email, STRONG_PASSWORD, uniqueIp()).expect(200);
    const device = deviceCookieFrom(first);
    expect(first.headers["set-cookie"]?.toString()).toMatch(/__device=[^;]+;.*HttpOnly/);
    for (let i = 0; i < 30; i++) await login(t, email, `wrong guess ${i}`, uniqueIp());
    // A stranger's browser is slowed...
    await login(t, email, STRONG_PASSWORD, uniqueIp()).expect(429);
    // ...the owner's is not.
    await login(t, email, STRONG_PASSWORD, uniqueIp(), device).expect(200);
  });

  test("a device cookie issued for one account gives no allowance on another", async () => {
    const owner = await register(t.app);
    const target = await register(t.app);
    const device = deviceCookieFrom(await login(t, owner.email, STRONG_PASSWORD, uniqueIp()));
    for (let i = 0; i < 12; i++) await login(t, target.email, `wrong guess ${i}`, uniqueIp());
    await login(t, target.email, "another wrong guess", uniqueIp(), device).expect(429);
  });
});

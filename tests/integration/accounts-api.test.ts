import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../server/db/schema";
import {
  ORIGIN,
  register,
  STRONG_PASSWORD,
  sessionCookieFrom,
  signedInAs,
  uniqueEmail,
  uniqueIp,
} from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, ip = uniqueIp()) =>
  request(t.app).post(path).set("Origin", ORIGIN).set("X-Forwarded-For", ip);

describe("GET /api/user", () => {
  test("401 with a message when nobody is signed in", async () => {
    const res = await request(t.app).get("/api/user").expect(401);
    expect(res.body).toEqual({ message: "You are not signed in." });
    // Every API answer is personal: never stored by a browser, a CDN or the service worker.
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  test("the signed-in user, exactly {id, name, email, role, createdAt}", async () => {
    const { cookie, email } = await register(t.app, { name: "Ada Lovelace" });
    const res = await request(t.app).get("/api/user").set("Cookie", cookie).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(["createdAt", "email", "id", "name", "role"]);
    expect(res.body).toMatchObject({ name: "Ada Lovelace", email, role: "client" });
  });
});

describe("POST /api/register", () => {
  test("201 with the user, signed in, as a client, with a normalised e-mail", async () => {
    const email = uniqueEmail("Mixed.Case");
    const res = await post("/api/register")
      .send({
        name: "  Grace Hopper ",
        email: `  ${email.toUpperCase()} `,
        password: STRONG_PASSWORD,
      })
      .expect(201);
    expect(res.body).toMatchObject({
      name: "Grace Hopper",
      email: email.toLowerCase(),
      role: "client",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|hash|token/i);
    const cookie = sessionCookieFrom(res);
    await request(t.app)
      .get("/api/user")
      .set("Cookie", cookie as string)
      .expect(200);
  });

  test("a role in the payload is ignored: registration never grants staff", async () => {
    const res = await post("/api/register")
      .send({ name: "Sneaky", email: uniqueEmail(), password: STRONG_PASSWORD, role: "admin" })
      .expect(201);
    expect(res.body.role).toBe("client");
  });

  test("409 when the e-mail address is taken, whatever its case", async () => {
    const { email } = await register(t.app);
    const res = await post("/api/register")
      .send({ name: "Again", email: email.toUpperCase(), password: STRONG_PASSWORD })
      .expect(409);
    expect(res.body.errors.email).toBe("An account with this e-mail address already exists");
  });

  test.each([
    ["too short", "short", "Password must be at least 12 characters"],
    ["common", "password12345", "too easy to guess"],
    ["contains the name", "Margaret-Hamilton-1969", "must not contain your name"],
  ])("a %s password is refused with a message saying why", async (_why, password, message) => {
    const res = await post("/api/register")
      .send({ name: "Margaret Hamilton", email: uniqueEmail(), password })
      .expect(400);
    expect(res.body.errors.password).toContain(message);
  });

  test("the e-mail's domain is not held against a password: 'com' is not in 'Welcome'", async () => {
    const res = await post("/api/register")
      .send({
        name: "Rita Register",
        email: "rita.register@gmail.com",
        password: "Welcome-horse-battery-staple-9",
      })
      .expect(201);
    expect(res.body.email).toBe("rita.register@gmail.com");
  });

  test("missing and wrong-typed fields get 400 with a message per field", async () => {
    const res = await post("/api/register").send({ name: 7, email: "not-an-email" }).expect(400);
    expect(res.body.message).toBeTruthy();
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "name", "password"]);
  });
});

describe("bad request bodies", () => {
  test("malformed JSON is a 400, not a 500", async () => {
    const res = await post("/api/login")
      .set("Content-Type", "application/json")
      .send('{"email":')
      .expect(400);
    expect(res.body.message).toBe("The request body is not valid JSON.");
  });

  test("an oversize body is a 413", async () => {
    const res = await post("/api/register")
      .send({ name: "x".repeat(20_000), email: uniqueEmail(), password: STRONG_PASSWORD })
      .expect(413);
    expect(res.body.message).toBe("The request body is too large.");
  });

  test("an unknown API path is a JSON 404", async () => {
    const res = await request(t.app).get("/api/nothing-here").expect(404);
    expect(res.body.message).toBeTruthy();
  });
});

describe("POST /api/login and /api/logout", () => {
  test("right password: 200 with the user and a new session cookie with safe flags", async () => {
    const { email } = await register(t.app);
    const res = await post("/api/login").send({ email, password: STRONG_PASSWORD }).expect(200);
    expect(res.body.email).toBe(email);
    const header = ([] as string[])
      .concat(res.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("__session="));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
  });

  test("wrong password and unknown e-mail get the same 401 message", async () => {
    const { email } = await register(t.app);
    const wrong = await post("/api/login")
      .send({ email, password: "not the password at all" })
      .expect(401);
    const unknown = await post("/api/login")
      .send({ email: uniqueEmail("nobody"), password: "not the password at all" })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  test("signing in replaces the session: the cookie from before stops working", async () => {
    const { cookie: before, email } = await register(t.app);
    const res = await post("/api/login")
      .set("Cookie", before)
      .send({ email, password: STRONG_PASSWORD })
      .expect(200);
    const after = sessionCookieFrom(res) as string;
    expect(after).not.toBe(before);
    await request(t.app).get("/api/user").set("Cookie", before).expect(401);
    await request(t.app).get("/api/user").set("Cookie", after).expect(200);
  });

  test("logout: 204, the cookie cleared and the old cookie no longer valid", async () => {
    const { cookie } = await register(t.app);
    const res = await post("/api/logout").set("Cookie", cookie).expect(204);
    expect(String(res.headers["set-cookie"])).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    await request(t.app).get("/api/user").set("Cookie", cookie).expect(401);
  });

  test("a disabled account cannot sign in and its sessions stop working", async () => {
    const { cookie, email, id } = await register(t.app);
    await t.database.handle.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.id, id));
    await request(t.app).get("/api/user").set("Cookie", cookie).expect(401);
    await post("/api/login").send({ email, password: STRONG_PASSWORD }).expect(401);
  });

  test("sign-ins are logged as events, without the password or the address", async () => {
    const { email } = await register(t.app);
    await post("/api/login").send({ email, password: "a wrong password here" }).expect(401);
    await post("/api/login").send({ email, password: STRONG_PASSWORD }).expect(200);
    const events = t.logs.filter((l) => String(l.event ?? "").startsWith("login."));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["login.failure", "login.success"]),
    );
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain(STRONG_PASSWORD);
    expect(text).not.toContain("a wrong password here");
    expect(text).not.toContain(email);
  });
});

describe("no secrets in any answer", () => {
  test("no response of the account API contains a password hash", async () => {
    const admin = await signedInAs(t, "admin");
    const list = await request(t.app)
      .get("/api/admin/users")
      .set("Cookie", admin.cookie)
      .expect(200);
    const me = await request(t.app).get("/api/user").set("Cookie", admin.cookie).expect(200);
    for (const body of [list.text, me.text]) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/);
    }
  });
});

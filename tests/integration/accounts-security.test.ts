import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ORIGIN,
  postPageForm,
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

describe("cross-site requests", () => {
  test("a state-changing API call from another site's page is refused with 403", async () => {
    const { email } = await register(t.app);
    const res = await request(t.app)
      .post("/api/login")
      .set("Origin", "https://evil.example")
      .send({ email, password: STRONG_PASSWORD })
      .expect(403);
    expect(res.body.message).toMatch(/another website/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  test("Sec-Fetch-Site: cross-site is refused when there is no Origin", async () => {
    await request(t.app).post("/api/logout").set("Sec-Fetch-Site", "cross-site").expect(403);
  });

  test("a page form posted from another site is refused too", async () => {
    await request(t.app)
      .post("/auth")
      .set("Origin", "https://evil.example")
      .type("form")
      .send({ intent: "login", email: "a@example.com", password: "x" })
      .expect(403);
  });

  test("same-origin requests pass", async () => {
    await request(t.app).post("/api/logout").set("Origin", ORIGIN).expect(204);
    await request(t.app).post("/api/logout").set("Sec-Fetch-Site", "same-origin").expect(204);
  });
});

describe("rate limits", () => {
  test("ten failed sign-ins from one address, then 429 with Retry-After, even with the right password", async () => {
    const ip = uniqueIp();
    const { email } = await register(t.app);
    for (let i = 0; i < 10; i++) {
      await request(t.app)
        .post("/api/login")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", ip)
        .send({ email: uniqueEmail("guess"), password: "wrong password guess" })
        .expect(401);
    }
    const res = await request(t.app)
      .post("/api/login")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", ip)
      .send({ email, password: STRONG_PASSWORD })
      .expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(res.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  test("ten failures against one account from many addresses slow further guesses, without locking the owner out", async () => {
    const { email } = await register(t.app);
    for (let i = 0; i < 10; i++) {
      await request(t.app)
        .post("/api/login")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", uniqueIp())
        .send({ email, password: `wrong password ${i}` })
        .expect(401);
    }
    // From now on, unknown browsers share one attempt per 30 seconds for this account.
    await request(t.app)
      .post("/api/login")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ email, password: "wrong password again" })
      .expect(401);
    const slowed = await request(t.app)
      .post("/api/login")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ email, password: STRONG_PASSWORD })
      .expect(429);
    expect(Number(slowed.headers["retry-after"])).toBeLessThanOrEqual(30);
  });

  test("a successful sign-in clears the account's failure count", async () => {
    const { email } = await register(t.app);
    const attempt = (password: string) =>
      request(t.app)
        .post("/api/login")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", uniqueIp())
        .send({ email, password });
    for (let i = 0; i < 9; i++) await attempt(`wrong ${i} password`).expect(401);
    await attempt(STRONG_PASSWORD).expect(200);
    for (let i = 0; i < 9; i++) await attempt(`wrong again ${i}`).expect(401);
    await attempt(STRONG_PASSWORD).expect(200);
  });

  test("five registrations an hour from one address; the sixth gets 429", async () => {
    const ip = uniqueIp();
    const attempt = () =>
      request(t.app)
        .post("/api/register")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", ip)
        .send({ name: "Repeat", email: uniqueEmail("many"), password: STRONG_PASSWORD });
    for (let i = 0; i < 5; i++) await attempt().expect(201);
    const res = await attempt().expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(15 * 60);
  });
});

describe("roles", () => {
  test.each([
    ["anonymous", undefined, 302],
    ["client", "client", 403],
    ["staff", "staff", 200],
    ["admin", "admin", 200],
  ] as const)("/admin for %s answers %i", async (_who, role, status) => {
    const cookie = role ? (await signedInAs(t, role)).cookie : "";
    const res = await request(t.app).get("/admin").set("Cookie", cookie).expect(status);
    if (status === 302) expect(res.headers.location).toBe("/auth?next=%2Fadmin");
    if (status === 403) {
      expect(res.text).toContain("You don&#x27;t have access");
      expect(res.headers.location).toBeUndefined();
    }
    if (status === 200) expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  test("an unknown admin path still asks a visitor to sign in first", async () => {
    const res = await request(t.app).get("/admin/nothing?x=1").expect(302);
    expect(res.headers.location).toBe("/auth?next=%2Fadmin%2Fnothing%3Fx%3D1");
  });

  test.each([
    ["GET", "/api/admin/users"],
    ["PATCH", "/api/admin/users/00000000-0000-4000-8000-000000000000/role"],
    ["GET", "/api/admin/anything-at-all"],
  ])("%s %s: 401 for visitors, 403 for clients", async (method, path) => {
    const client = await signedInAs(t, "client");
    const call = (cookie?: string) => {
      const req = method === "GET" ? request(t.app).get(path) : request(t.app).patch(path);
      return req
        .set("Origin", ORIGIN)
        .set("Cookie", cookie ?? "")
        .send({ role: "staff" });
    };
    await call().expect(401);
    await call(client.cookie).expect(403);
  });

  test("managing users is for admins: staff get 403", async () => {
    const staff = await signedInAs(t, "staff");
    await request(t.app).get("/api/admin/users").set("Cookie", staff.cookie).expect(403);
  });

  test("an admin changes a role; the person's old sessions end so the change applies at once", async () => {
    const admin = await signedInAs(t, "admin");
    const person = await register(t.app);
    const res = await request(t.app)
      .patch(`/api/admin/users/${person.id}/role`)
      .set("Origin", ORIGIN)
      .set("Cookie", admin.cookie)
      .send({ role: "staff" })
      .expect(200);
    expect(res.body).toMatchObject({ id: person.id, role: "staff" });
    await request(t.app).get("/api/user").set("Cookie", person.cookie).expect(401);
    const bad = await request(t.app)
      .patch(`/api/admin/users/${person.id}/role`)
      .set("Origin", ORIGIN)
      .set("Cookie", admin.cookie)
      .send({ role: "owner" })
      .expect(400);
    expect(bad.body.errors.role).toMatch(/Role must be one of/);
  });

  test("an admin cannot remove their own admin role", async () => {
    const admin = await signedInAs(t, "admin");
    await request(t.app)
      .patch(`/api/admin/users/${admin.id}/role`)
      .set("Origin", ORIGIN)
      .set("Cookie", admin.cookie)
      .send({ role: "client" })
      .expect(409);
  });
});

describe("the sign-in form without JavaScript", () => {
  test("a right password redirects to the admin area for staff, with the session cookie", async () => {
    const staff = await signedInAs(t, "staff");
    const res = await postPageForm(t.app, "/auth")
      .send({ intent: "login", email: staff.email, password: STRONG_PASSWORD })
      .expect(302);
    expect(res.headers.location).toBe("/admin");
    expect(sessionCookieFrom(res)).toBeTruthy();
  });

  test("next= brings a signed-in person back, but only to a path on this site", async () => {
    const client = await register(t.app);
    const ok = await postPageForm(t.app, "/auth?next=%2Fcontact")
      .send({ intent: "login", email: client.email, password: STRONG_PASSWORD })
      .expect(302);
    expect(ok.headers.location).toBe("/contact");
    const evil = await postPageForm(t.app, "/auth?next=%2F%2Fevil.example")
      .send({ intent: "login", email: client.email, password: STRONG_PASSWORD })
      .expect(302);
    // Not another site: a client's own account page instead (issue 20).
    expect(evil.headers.location).toBe("/account");
  });

  test("a wrong password shows the form again with the problem, keeping the e-mail typed", async () => {
    const email = uniqueEmail("form");
    const res = await postPageForm(t.app, "/auth")
      .send({ intent: "login", email, password: "not right at all" })
      .expect(401);
    expect(res.text).toContain("There is a problem");
    expect(res.text).toContain("The e-mail address or password is not right.");
    expect(res.text).toContain(`value="${email}"`);
    expect(res.text).not.toContain("not right at all");
  });

  test("registration errors are shown per field", async () => {
    const res = await postPageForm(t.app, "/auth")
      .send({ intent: "register", name: "", email: "nope", password: "short" })
      .expect(400);
    expect(res.text).toContain('href="#register-name"');
    expect(res.text).toContain("Enter your name");
    expect(res.text).toContain("Password must be at least 12 characters");
    expect(res.text).toContain('aria-invalid="true"');
  });

  test("a signed-in person who opens /auth is sent on", async () => {
    const staff = await signedInAs(t, "staff");
    const res = await request(t.app).get("/auth").set("Cookie", staff.cookie).expect(302);
    expect(res.headers.location).toBe("/admin");
  });

  test("signing out by form post ends the session; a GET signs nobody out", async () => {
    const client = await register(t.app);
    await request(t.app).get("/auth/logout").set("Cookie", client.cookie).expect(302);
    await request(t.app).get("/api/user").set("Cookie", client.cookie).expect(200);
    await request(t.app)
      .post("/auth/logout")
      .set("Origin", ORIGIN)
      .set("Cookie", client.cookie)
      .expect(302);
    await request(t.app).get("/api/user").set("Cookie", client.cookie).expect(401);
  });
});

describe("cookies over https", () => {
  test("the session cookie is Secure when SITE_URL is https", async () => {
    const secure = await createTestApp({ SITE_URL: "https://www.example.com" });
    try {
      const res = await request(secure.app)
        .post("/api/register")
        .set("Origin", "https://www.example.com")
        .send({ name: "Secure Person", email: uniqueEmail(), password: STRONG_PASSWORD })
        .expect(201);
      const header = ([] as string[])
        .concat(res.headers["set-cookie"] ?? [])
        .find((c) => c.startsWith("__session="));
      expect(header).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

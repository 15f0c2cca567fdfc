import { eq } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { users } from "../../../server/db/schema";
import type { TestApp } from "./test-app";

/** Page form posts must come from the host they are sent to (React Router checks too). */
export const HOST = "localhost:3000";
export const ORIGIN = `http://${HOST}`;
export const STRONG_PASSWORD = "amber kettle orbit lantern";

let counter = 0;
/** A fresh address and client IP per call, so rate limits in one test don't touch another. */
export function uniqueEmail(label = "person"): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}
export function uniqueIp(): string {
  counter += 1;
  return `10.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export function sessionCookieFrom(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const session = cookies.find((c) => c.startsWith("__session=") && !c.startsWith("__session=;"));
  return session?.split(";")[0];
}

export async function register(
  app: Express,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; email: string; id: string }> {
  const email = input.email ?? uniqueEmail();
  const res = await request(app)
    .post("/api/register")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({ name: input.name ?? "Test Person", email, password: input.password ?? STRONG_PASSWORD })
    .expect(201);
  return { cookie: sessionCookieFrom(res) as string, email, id: res.body.id };
}

/** A signed-in user of the given role (registered as a client, then promoted in the database). */
export async function signedInAs(t: TestApp, role: "client" | "staff" | "admin") {
  const account = await register(t.app, { name: `Test ${role}` });
  if (role !== "client") {
    await t.database.handle.db.update(users).set({ role }).where(eq(users.id, account.id));
  }
  return account;
}

/** A page form post as a same-site browser sends it (the host and origin React Router checks). */
export function postPageForm(app: Express, path: string, ip: string = uniqueIp()) {
  return request(app)
    .post(path)
    .set("Host", HOST)
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", ip)
    .type("form");
}

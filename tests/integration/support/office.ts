import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { auditLog, enquiries } from "../../../server/db/schema";
import { HOST } from "./accounts";
import type { TestApp } from "./test-app";

let counter = 0;

/** An enquiry as the contact form would have stored it. */
export async function insertEnquiry(
  t: TestApp,
  overrides: Partial<typeof enquiries.$inferInsert> = {},
) {
  counter += 1;
  const reference = `CH-T${counter}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const [row] = await t.database.handle.db
    .insert(enquiries)
    .values({
      reference,
      name: "Jo Bloggs",
      email: "jo.bloggs@example.com",
      phone: null,
      practiceArea: "conveyancing",
      message: "We are buying a house in Marple and need a quote.",
      replyBy: "email",
      privacyAgreedAt: t.clock.now(),
      // Received now by the app's clock, not by the column's default (the database's clock).
      createdAt: t.clock.now(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no enquiry inserted");
  return row;
}

/** A record's audit entries, newest first. */
export function auditEntries(t: TestApp, entityType: string, entityId: string) {
  return t.database.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at));
}

/** A signed-in page view (the HTML a browser gets). */
export function getPage(t: TestApp, path: string, cookie?: string) {
  const call = request(t.app).get(path).set("Host", HOST);
  if (cookie) call.set("Cookie", cookie);
  return call;
}

import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../server/db/schema";
import {
  firstAdminPasswordFile,
  writeFirstAdminPasswordFile,
} from "../../server/first-admin-password-file";
import { postPageForm, STRONG_PASSWORD, signedInAs } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 47, item 3: the first admin's generated password is a key to hand over. Until its owner
 * chooses their own, every admin page and action sends them to choose one; then the file that
 * held it is deleted.
 */

let t: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), "first-admin-data-"));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

describe("an admin whose password the server made", () => {
  test("is sent to choose a password by every admin page and action, then let in, and the file is deleted", async () => {
    const admin = await signedInAs(t, "admin");
    const db = t.database.handle.db;
    await db.update(users).set({ passwordChangeRequired: true }).where(eq(users.id, admin.id));
    const file = writeFirstAdminPasswordFile(dataDir, {
      email: admin.email,
      password: STRONG_PASSWORD,
    });

    for (const page of ["/admin", "/admin/consultations", "/admin/users"]) {
      const res = await request(t.app).get(page).set("Cookie", admin.cookie);
      expect(res.status, page).toBe(302);
      expect(res.headers.location, page).toBe("/account");
    }
    const action = await postPageForm(t.app, "/admin/users")
      .set("Cookie", admin.cookie)
      .send({ intent: "role" });
    expect(action.status).toBe(302);
    expect(action.headers.location).toBe("/account");

    const account = await request(t.app).get("/account").set("Cookie", admin.cookie).expect(200);
    expect(account.text).toContain("Please choose your own password below.");

    const changed = await postPageForm(t.app, "/account").set("Cookie", admin.cookie).send({
      intent: "password",
      currentPassword: STRONG_PASSWORD,
      password: "quiet harbour violet engine",
    });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("Your password is changed.");

    await request(t.app).get("/admin").set("Cookie", admin.cookie).expect(200);
    const [row] = await db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.passwordChangeRequired).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect(file).toBe(firstAdminPasswordFile(dataDir));
  });
});

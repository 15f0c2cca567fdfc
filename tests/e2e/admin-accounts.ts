import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect } from "./fixtures";

/** The e2e server's first admin (playwright.config.ts); not a credential anywhere else. */
export const ADMIN = {
  email: "e2e-admin@example.com",
  password: "browser test lighthouse passphrase",
};
const STAFF_PASSWORD = "velvet harbour quartz meadow";

export interface Account {
  email: string;
  password: string;
}

/** A staff account made the way the firm would: registered, then promoted by the admin. */
export async function createStaff(baseURL: string, name = "Sam Staff"): Promise<Account> {
  const email = `staff.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const extraHTTPHeaders = { Origin: baseURL };
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders });
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders });
  try {
    const registered = await visitor.post("/api/register", {
      data: { name, email, password: STAFF_PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const { id } = await registered.json();
    expect((await admin.post("/api/login", { data: ADMIN })).ok()).toBe(true);
    const promoted = await admin.patch(`/api/admin/users/${id}/role`, { data: { role: "staff" } });
    expect(promoted.ok()).toBe(true);
    return { email, password: STAFF_PASSWORD };
  } finally {
    await visitor.dispose();
    await admin.dispose();
  }
}

/** Signs in through the /auth form and lands on the admin dashboard. */
export async function signInToAdmin(page: Page, account: Account) {
  await page.goto("/auth?next=%2Fadmin");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail address").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

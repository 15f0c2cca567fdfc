import { outbox } from "../../../server/db/schema";
import type { TestApp } from "./test-app";

/** Every queued message to an address, oldest first. */
export async function mailsTo(t: TestApp, email: string) {
  const rows = await t.database.handle.db.select().from(outbox).orderBy(outbox.createdAt);
  return rows.filter((row) => row.to.includes(email));
}

/**
 * The newest link of a kind in the mails to an address. Some mail is queued after the answer
 * has gone (a reset link), so this waits for it, a few seconds at most.
 */
export async function linkMailedTo(t: TestApp, email: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`http://localhost:3000(${pathPrefix}[A-Za-z0-9_-]{43})`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const links = (await mailsTo(t, email))
      .map((mail) => mail.text.match(pattern)?.[1])
      .filter((link): link is string => Boolean(link));
    const newest = links.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pathPrefix} link mailed to ${email}`);
}

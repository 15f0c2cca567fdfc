import { outbox } from "../../../server/db/schema";
import { waitFor } from "../../support/wait-for";
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
export function linkMailedTo(t: TestApp, email: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`http://localhost:3000(${pathPrefix}[A-Za-z0-9_-]{43})`);
  return waitFor(`a ${pathPrefix} link mailed to ${email}`, async () =>
    (await mailsTo(t, email))
      .map((mail) => mail.text.match(pattern)?.[1])
      .filter((link): link is string => Boolean(link))
      .at(-1),
  );
}

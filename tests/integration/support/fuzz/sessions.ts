import { eq } from "drizzle-orm";
import { users } from "../../../../server/db/schema";
import { signedInAs } from "../accounts";
import type { TestApp } from "../test-app";
import type { Role } from "./requests";
import { send } from "./send";

/**
 * One signed-in account per role. Every fuzzing account is a throwaway: a request that ends
 * its session (signing out, closing the account, a new password, an admin's role change) is
 * sent whenever it comes up, and the account is replaced by a fresh one afterwards.
 */
export class FuzzSessions {
  private cookies = new Map<Role, string>();
  replaced = 0;

  constructor(
    private readonly t: TestApp,
    private readonly port: number,
  ) {}

  cookie(role: Role): string | undefined {
    return this.cookies.get(role);
  }

  async start(): Promise<void> {
    for (const role of ["client", "staff", "admin"] as const) await this.replace(role);
  }

  /** Replaces every account whose session no longer answers as its role. */
  async check(): Promise<void> {
    for (const role of ["client", "staff", "admin"] as const) {
      const cookie = this.cookies.get(role);
      const answer = await send(this.port, {
        method: "GET",
        path: "/api/user",
        headers: cookie ? { Cookie: cookie } : {},
      });
      const alive =
        answer.status === 200 && (JSON.parse(answer.body) as { role?: string }).role === role;
      if (!alive) {
        this.replaced += 1;
        await this.replace(role);
      }
    }
  }

  private async replace(role: "client" | "staff" | "admin"): Promise<void> {
    const account = await signedInAs(this.t, role);
    // A verified address, so the account sees what a real one does (ADR 022).
    await this.t.database.handle.db
      .update(users)
      .set({ emailVerifiedAt: this.t.clock.now() })
      .where(eq(users.id, account.id));
    this.cookies.set(role, account.cookie);
  }
}

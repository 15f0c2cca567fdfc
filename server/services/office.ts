import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { createAuditFacets } from "./admin/audit-facets";
import { createStaffAccounts } from "./auth/staff-accounts";
import { createStaffInvitations } from "./auth/staff-invitations";
import { createEnquiryAdmin } from "./enquiries/enquiry-admin";
import type { FirmFactsSource } from "./firm-facts";
import { createOutboxAdmin } from "./mail/outbox-admin";
import { createQuoteLeadAdmin } from "./quotes/quote-leads";

/** The back office's enquiries, quote leads, users, mail and audit screens (issue 7). */
export function createOfficeServices(deps: {
  db: Database;
  siteUrl: string;
  /** Keys the set-password links' stored hashes. */
  secret: string;
  onMailQueued?: () => void;
  clock: Clock;
  /** The firm's facts, for the invitation mails' letterhead. */
  firm: FirmFactsSource;
}) {
  const accounts = createStaffAccounts(deps.db, deps.clock);
  const invitations = createStaffInvitations({ ...deps, clock: () => deps.clock.now() });
  return {
    enquiries: createEnquiryAdmin(deps.db),
    quoteLeads: createQuoteLeadAdmin(deps.db, deps.clock),
    accounts: {
      ...accounts,
      /**
       * A role change revokes every link the person held (ADR 026); one who had not yet set a
       * password is sent a new invitation at once, so they are never left without a way in.
       */
      async changeRole(...args: Parameters<typeof accounts.changeRole>) {
        const result = await accounts.changeRole(...args);
        if (result.kind === "ok" && result.invitationRevoked) {
          await invitations.resendLink(args[0], args[1]);
        }
        return result;
      },
    },
    invitations,
    outbox: createOutboxAdmin(deps),
    auditFacets: createAuditFacets(deps.db),
  };
}

export type OfficeServices = ReturnType<typeof createOfficeServices>;

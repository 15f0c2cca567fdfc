import type { Database } from "../db/client";
import { createAuditFacets } from "./admin/audit-facets";
import { createStaffAccounts } from "./auth/staff-accounts";
import { createStaffInvitations } from "./auth/staff-invitations";
import { createEnquiryAdmin } from "./enquiries/enquiry-admin";
import { createOutboxAdmin } from "./mail/outbox-admin";

/** The back office's enquiries, users, mail and audit screens (issue 7). */
export function createOfficeServices(deps: {
  db: Database;
  siteUrl: string;
  onMailQueued?: () => void;
}) {
  return {
    enquiries: createEnquiryAdmin(deps.db),
    accounts: createStaffAccounts(deps.db),
    invitations: createStaffInvitations(deps),
    outbox: createOutboxAdmin(deps),
    auditFacets: createAuditFacets(deps.db),
  };
}

export type OfficeServices = ReturnType<typeof createOfficeServices>;

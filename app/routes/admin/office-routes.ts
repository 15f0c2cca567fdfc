import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Enquiries, users, the mail outbox, site health, the audit log and the firm's details. Every
 * user-management module sits under routes/admin/users/, and every firm facts screen under
 * routes/admin/firm/, which the role matrix test holds to admins only.
 */
export const officeAdminRoutes: RouteConfigEntry[] = [
  route("enquiries", "routes/admin/enquiries/inbox.tsx"),
  route("enquiries/:id", "routes/admin/enquiries/enquiry.tsx"),
  route("users", "routes/admin/users/accounts.tsx"),
  route("users/new", "routes/admin/users/new-staff.tsx"),
  route("users/:id", "routes/admin/users/account.tsx"),
  route("mail", "routes/admin/mail/outbox.tsx"),
  route("health", "routes/admin/health/site-health.tsx"),
  route("audit", "routes/admin/audit/audit-log.tsx"),
  route("firm", "routes/admin/firm/details.tsx"),
];

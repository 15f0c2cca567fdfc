import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Enquiries, quote leads, users, prices, the firm's office hours, the mail outbox, site health and the audit
 * log. Every user-management module sits under routes/admin/users/, every price screen under
 * routes/admin/prices/ and every firm-settings screen under routes/admin/firm/, which the role
 * matrix test holds to admins only.
 */
export const officeAdminRoutes: RouteConfigEntry[] = [
  route("enquiries", "routes/admin/enquiries/inbox.tsx"),
  route("enquiries/:id", "routes/admin/enquiries/enquiry.tsx"),
  route("leads", "routes/admin/leads/list.tsx"),
  route("leads/:id", "routes/admin/leads/lead.tsx"),
  route("users", "routes/admin/users/accounts.tsx"),
  route("users/new", "routes/admin/users/new-staff.tsx"),
  route("users/:id", "routes/admin/users/account.tsx"),
  route("prices", "routes/admin/prices/overview.tsx"),
  route("prices/:slug", "routes/admin/prices/page.tsx"),
  route("firm/hours", "routes/admin/firm/hours.tsx"),
  route("todos/:id/done", "routes/admin/dashboard/todo-done.ts"),
  route("mail", "routes/admin/mail/outbox.tsx"),
  route("health", "routes/admin/health/site-health.tsx"),
  route("audit", "routes/admin/audit/audit-log.tsx"),
  route("firm", "routes/admin/firm/details.tsx"),
];

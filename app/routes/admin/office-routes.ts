import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Enquiries, users, the mail outbox and the audit log. */
export const officeAdminRoutes: RouteConfigEntry[] = [];

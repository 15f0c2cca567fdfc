import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Insights (articles), team members and image uploads. */
export const contentAdminRoutes: RouteConfigEntry[] = [];

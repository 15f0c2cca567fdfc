import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Insights (articles), team members and image uploads. */
export const contentAdminRoutes: RouteConfigEntry[] = [
  route("insights", "routes/admin/insights/list.tsx"),
  route("insights/new", "routes/admin/insights/new.tsx"),
  route("insights/:id", "routes/admin/insights/edit.tsx"),
  route("insights/:id/delete", "routes/admin/insights/delete.tsx"),
  route("insights/:id/preview", "routes/admin/insights/preview.tsx"),
  route("markdown-preview", "routes/admin/insights/markdown-preview.ts"),
  route("team", "routes/admin/team/list.tsx"),
  route("team/new", "routes/admin/team/new.tsx"),
  route("team/:id", "routes/admin/team/edit.tsx"),
];

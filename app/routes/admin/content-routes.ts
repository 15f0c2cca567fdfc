import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Insights (articles), team members, image uploads, the accreditations and review scores, and
 * clients' testimonials.
 */
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
  route("team/:id/calendar-feed", "routes/admin/team/calendar-feed.tsx"),
  route("team/:id/lawyer", "routes/admin/team/lawyer.tsx"),
  route("team/:id/days-away", "routes/admin/team/days-away.tsx"),
  route("recognitions", "routes/admin/recognitions/list.tsx"),
  route("recognitions/accreditations/new", "routes/admin/recognitions/accreditations/new.tsx"),
  route("recognitions/accreditations/:id", "routes/admin/recognitions/accreditations/edit.tsx"),
  route(
    "recognitions/accreditations/:id/delete",
    "routes/admin/recognitions/accreditations/delete.tsx",
  ),
  route("recognitions/review-scores/new", "routes/admin/recognitions/review-scores/new.tsx"),
  route("recognitions/review-scores/:id", "routes/admin/recognitions/review-scores/edit.tsx"),
  route(
    "recognitions/review-scores/:id/delete",
    "routes/admin/recognitions/review-scores/delete.tsx",
  ),
  route("testimonials", "routes/admin/testimonials/list.tsx"),
  route("testimonials/new", "routes/admin/testimonials/new.tsx"),
  route("testimonials/:id", "routes/admin/testimonials/edit.tsx"),
  route("testimonials/:id/withdraw", "routes/admin/testimonials/withdraw.tsx"),
  route("testimonials/:id/delete", "routes/admin/testimonials/delete.tsx"),
];

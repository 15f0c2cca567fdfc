import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Dashboard, consultations and availability. */
export const bookingAdminRoutes: RouteConfigEntry[] = [
  index("routes/admin/dashboard/dashboard.tsx"),
  route("consultations", "routes/admin/consultations/list.tsx"),
  route("consultations/export.csv", "routes/admin/consultations/export-csv.ts"),
  route("consultations/week", "routes/admin/consultations/week.tsx"),
  route("consultations/:id", "routes/admin/consultations/detail.tsx"),
  route("availability", "routes/admin/availability/availability.tsx"),
  // One diary, for a day or a week: the address says which.
  route("my-day", "routes/admin/diary/my-diary.tsx", { id: "admin-my-day" }),
  route("my-week", "routes/admin/diary/my-diary.tsx", { id: "admin-my-week" }),
];

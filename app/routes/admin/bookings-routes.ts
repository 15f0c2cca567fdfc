import { index, type RouteConfigEntry } from "@react-router/dev/routes";

/** Dashboard, consultations and availability. */
export const bookingAdminRoutes: RouteConfigEntry[] = [index("routes/admin/home.tsx")];

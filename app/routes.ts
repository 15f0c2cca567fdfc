import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { bookingAdminRoutes } from "./routes/admin/bookings-routes";
import { contentAdminRoutes } from "./routes/admin/content-routes";
import { officeAdminRoutes } from "./routes/admin/office-routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/simple-page.tsx", { id: "about" }),
    route("about/more", "routes/public/simple-page.tsx", { id: "about-more" }),
    route("about/team", "routes/public/team-list.tsx"),
    route("team/:slug", "routes/public/team-member.tsx"),
    route("services", "routes/public/services.tsx"),
    route("services/:slug", "routes/public/service.tsx", { id: "service" }),
    route("services/conveyancing/stamp-duty-calculator", "routes/public/stamp-duty.tsx"),
    route("services/conveyancing/conveyancing-costs", "routes/public/conveyancing-quote.tsx"),
    route("services/conveyancing/:guide", "routes/public/service.tsx", {
      id: "conveyancing-guide",
    }),
    route("locations/:area", "routes/public/area.tsx"),
    route("locations/:area/:service", "routes/public/area-service.tsx"),
    route("compliance", "routes/public/compliance.tsx"),
    route("compliance/:slug", "routes/public/price-page.tsx"),
    route("insights", "routes/public/insights.tsx"),
    route("insights/:slug", "routes/public/article.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("contact/sent", "routes/public/contact-sent.tsx"),
    route("consultation", "routes/public/consultation.tsx"),
    route("consultation/manage/:token", "routes/public/manage-booking.tsx"),
    route("legal/privacy-policy", "routes/public/simple-page.tsx", { id: "privacy-policy" }),
    route("legal/terms", "routes/public/simple-page.tsx", { id: "terms" }),
    route("complaints", "routes/public/simple-page.tsx", { id: "complaints" }),
    route("sitemap", "routes/public/sitemap.tsx"),
    route("offline", "routes/public/offline.tsx"),
    route("auth", "routes/auth/auth-page.tsx"),
    route("auth/set-password/:token", "routes/auth/set-password.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/verify-email/:token", "routes/auth/verify-email.tsx"),
    route("account", "routes/account/account-page.tsx"),
    route("account/closed", "routes/account/account-closed.tsx"),
    route("account/quotes/:reference", "routes/account/saved-quote.tsx"),
    route("services/locations/:legacy", "routes/public/permanent-redirect.tsx"),
    route("team", "routes/public/permanent-redirect.tsx", { id: "team-redirect" }),
    // Shown with 413 when a form sends more than the server accepts (body-limits.ts).
    route("request-too-large", "routes/public/request-too-large.tsx"),
    // Shown with 400, 405 or 415 when a page is sent what no form sends (form-body-check.ts).
    route("request-refused/:status", "routes/public/request-refused.tsx"),
    // Unknown paths: a real 404 inside the public chrome.
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  route("manifest.webmanifest", "routes/resources/web-manifest.ts"),
  route("consultation/manage/:token/invite.ics", "routes/resources/booking-invite.ts"),
  route("auth/logout", "routes/auth/logout.tsx"),
  route("account/export.json", "routes/account/export-json.ts"),
  route("account/consultations/:booking/invite.ics", "routes/account/booking-invite.ts"),
  // A lawyer's calendar feed, /calendar/{secret}.ics: outside /admin, as calendar apps cannot
  // sign in. One segment, as the browser's route lists match whole segments only.
  route("calendar/:feed", "routes/resources/calendar-feed.ts"),
  // Each admin area lists its own routes; every one is behind requireStaff (or requireAdmin).
  route("admin", "routes/admin/layout.tsx", [
    ...bookingAdminRoutes,
    ...contentAdminRoutes,
    ...officeAdminRoutes,
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;

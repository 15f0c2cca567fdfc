import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("services", "routes/public/services.tsx"),
    route("contact", "routes/public/contact.tsx"),
    // Unknown paths: a real 404 inside the public chrome.
    route("*", "routes/public/not-found.tsx"),
  ]),
  layout("routes/admin/layout.tsx", [route("admin/*", "routes/admin/not-found.tsx")]),
] satisfies RouteConfig;

import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
  // The page registers the service worker through workbox-window; the server never runs that
  // code, so bundling it keeps the server build from importing a build-time package.
  ssr: { noExternal: ["workbox-window"] },
});

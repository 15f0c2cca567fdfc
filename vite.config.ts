import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { hasSideEffects } from "./scripts/declarations-only.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // Schemas a page does not use are left out of it (scripts/declarations-only.mjs).
      treeshake: { moduleSideEffects: hasSideEffects },
      output: {
        // V8 compiles these two (React DOM; React Router with React) whole, while they stream
        // in, off the main thread, instead of one function at a time on it as each is first
        // called: hydration's longest tasks were largely that lazy compiling (ADR 038).
        postBanner: (chunk) =>
          chunk.name === "entry.client" || chunk.name.startsWith("chunk")
            ? "//# allFunctionsCalledOnLoad"
            : "",
      },
    },
  },
  // The page registers the service worker through workbox-window; the server never runs that
  // code, so bundling it keeps the server build from importing a build-time package.
  ssr: { noExternal: ["workbox-window"] },
});

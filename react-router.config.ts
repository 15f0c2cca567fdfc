import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is rendered on the server so visitors and crawlers get full HTML first.
  ssr: true,
} satisfies Config;

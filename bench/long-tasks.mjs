// Which main-thread tasks a page runs after its first paint, and what is inside each: the tool
// that found what Lighthouse counted as blocking time on the reading pages (issue 17). Runs
// Lighthouse as bench:lighthouse does (production build, mobile, simulated throttling) and reads
// its trace. Real durations are printed; Lighthouse's simulation multiplies them by four, so a
// task of more than about 12 ms here can count as blocking there.
//
//   npm run bench:long-tasks -- /legal/privacy-policy [runs] [--over ms]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startProductionServer } from "./support/production-server.mjs";

const [path = "/", runs = "3"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const overArg = process.argv.indexOf("--over");
const overMs = overArg > 0 ? Number(process.argv[overArg + 1]) : 8;

const server = await startProductionServer({ port: 4187, dataDir: "test-data/bench-long-tasks" });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
try {
  for (let run = 0; run < Number(runs); run++) {
    const result = await lighthouse(`${server.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { audits } = result.lhr;
    console.log(
      `run ${run + 1}: TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms, LCP ${Math.round(audits["largest-contentful-paint"].numericValue)} ms`,
    );
    const lcpElement = audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0];
    if (lcpElement?.node) console.log(`  largest paint: ${lcpElement.node.snippet}`);
    const phases = audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [];
    if (phases.length)
      console.log(
        `  its phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ")}`,
      );
    const events = result.artifacts.Trace.traceEvents;
    const start =
      events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame)?.ts ?? 0;
    const tasks = events.filter(
      (e) => e.name === "RunTask" && e.dur > overMs * 1000 && e.ts > start,
    );
    for (const task of tasks) {
      const inside = events.filter(
        (e) =>
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur &&
          (e.dur ?? 0) > 1000 &&
          e.name !== "RunTask",
      );
      const described = inside.slice(0, 10).map((e) => {
        const data = e.args?.data ?? {};
        const what = data.functionName
          ? `(${data.functionName})`
          : data.url
            ? `[${data.url.replace(server.origin, "")}]`
            : data.type
              ? `{${data.type}}`
              : "";
        return `${e.name}${what} ${(e.dur / 1000).toFixed(1)}`;
      });
      console.log(
        `  at ${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms: ${described.join(" | ")}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

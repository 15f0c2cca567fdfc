// Which main-thread tasks a page runs after its first paint, and what is inside each: the tool
// that found what Lighthouse counted as blocking time on the reading pages (issue 17). Runs
// Lighthouse as bench:lighthouse does (production build, mobile, simulated throttling) and reads
// its trace. Real durations are printed; Lighthouse's simulation multiplies them by four, so a
// task of more than about 12 ms here can count as blocking there.
//
//   npm run bench:long-tasks -- /legal/privacy-policy [runs] [--over ms]
//   npm run bench:long-tasks -- /account 3 --as client     signed in, as bench:lighthouse is
//   npm run bench:long-tasks -- /admin/consultations 3 --as staff
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { accountsEnv, bookSome, staffCookie, verifiedClientCookie } from "./support/accounts.mjs";
import { startProductionServer } from "./support/production-server.mjs";

const flagValue = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const overMs = Number(flagValue("--over") ?? 8);
const as = flagValue("--as");
if (as && as !== "client" && as !== "staff") throw new Error("--as takes client or staff");
const flagValues = new Set([flagValue("--over"), as]);
const [path = "/", runs = "3"] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--") && !flagValues.has(a));

const server = await startProductionServer({
  port: 4187,
  dataDir: "test-data/bench-long-tasks",
  env: accountsEnv,
});
let cookie;
if (as === "client") {
  cookie = await verifiedClientCookie(server.origin, server.dataDir);
  await bookSome(server.origin, 6);
} else if (as === "staff") {
  cookie = await staffCookie(server.origin);
}
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
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
    const navigation = events.find(
      (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame,
    );
    const start = navigation?.ts ?? 0;
    // The page's main thread only: the browser's and the GPU process's tasks are not the page's
    // (and Lighthouse counts only this thread's).
    const tasks = events.filter(
      (e) =>
        e.name === "RunTask" &&
        e.dur > overMs * 1000 &&
        e.ts > start &&
        (!navigation || (e.pid === navigation.pid && e.tid === navigation.tid)),
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
      // A task made of many short pieces (none over 1 ms): what it is made of, summed by name.
      if (inside.length === 0) {
        const byName = new Map();
        for (const e of events) {
          if (e.pid !== task.pid || e.tid !== task.tid || e === task || e.ph !== "X") continue;
          if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
          byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
        }
        const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(
          `  at ${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms, of short pieces: ${top.map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(" | ")}`,
        );
        continue;
      }
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

// Long tasks a page runs in the browser itself, with Chromium's CPU slowed four times (the
// phone profile's slowdown, applied for real rather than simulated as Lighthouse does), at a
// phone's viewport, each load in a fresh browser context (nothing cached). Lighthouse's
// blocking time on this 2-core machine moves by 100 ms and more between runs of one page; this
// is the steadier measure ADR 037 used to compare two builds: with `--before DIR` the same
// page of an older built checkout is loaded in turn with this one's, so a machine slowing
// during the run slows both.
//
//   npm run bench:in-page -- /contact [loads] [--before /tmp/base]
//
// Per build it prints the medians of: blocking time counted from navigation (the sum over
// long tasks of what exceeds 50 ms), the long tasks' total, and the longest task.
import puppeteer from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startProductionServer } from "./support/production-server.mjs";

const args = process.argv.slice(2);
const beforeArg = args.indexOf("--before");
const before = beforeArg >= 0 ? args[beforeArg + 1] : undefined;
const [path = "/contact", loads = "8"] = args.filter(
  (a, i) => !a.startsWith("--") && (beforeArg < 0 || i !== beforeArg + 1),
);
const WAIT_AFTER_LOAD_MS = 6000;

const builds = [
  {
    name: "this build",
    server: await startProductionServer({ port: 4188, dataDir: "test-data/bench-in-page" }),
  },
];
if (before) {
  builds.unshift({
    name: `before (${before})`,
    server: await startProductionServer({
      port: 4189,
      dataDir: "test-data/bench-in-page-before",
      checkout: before,
    }),
  });
}
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
  headless: true,
});

/** One load: the long tasks the page reports, from navigation to six seconds after load. */
async function measure(origin) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, WAIT_AFTER_LOAD_MS));
    const tasks = await page.evaluate(() => window.__longTasks);
    return {
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      total: tasks.reduce((sum, d) => sum + d, 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map(builds.map((b) => [b.name, []]));
try {
  for (let load = 0; load < Number(loads); load++) {
    for (const build of builds) results.get(build.name).push(await measure(build.server.origin));
  }
  console.log(`${path}, ${loads} loads each, CPU slowed 4×, phone viewport`);
  for (const [name, runs] of results) {
    const m = (key) => Math.round(median(runs.map((r) => r[key])));
    console.log(
      `${name.padEnd(28)} blocking ${String(m("blocking")).padStart(5)} ms   long tasks ${String(m("total")).padStart(5)} ms   longest ${String(m("longest")).padStart(4)} ms`,
    );
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}

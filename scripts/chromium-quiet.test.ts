import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { chromiumPath } from "./chromium.mjs";

/** Starts the wrapper with a stand-in browser that prints the arguments it was given. */
function argumentsPassedOn(args: string[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "chromium-quiet-"));
  const browser = path.join(dir, "browser");
  writeFileSync(browser, '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n');
  chmodSync(browser, 0o755);
  const out = execFileSync(chromiumPath, args, { env: { ...process.env, CHROMIUM_PATH: browser } });
  return out.toString().trim().split("\n");
}

test("the tools' own lists of features and ours reach Chromium as one flag each, since it reads only the last", () => {
  const passed = argumentsPassedOn([
    "--headless",
    "--disable-features=PaintHolding,MediaRouter",
    "--enable-features=CDPScreenshotNewSurface",
    "--disable-features=Translate",
    "--user-data-dir=/tmp/profile with space",
  ]);
  const disables = passed.filter((a) => a.startsWith("--disable-features="));
  expect(disables).toHaveLength(1);
  expect(disables[0]?.slice("--disable-features=".length).split(",")).toEqual(
    expect.arrayContaining([
      "WebUIOmniboxPopup",
      "WebUIOmniboxAimPopup",
      "PaintHolding",
      "MediaRouter",
      "Translate",
    ]),
  );
  expect(passed.filter((a) => a.startsWith("--enable-features="))).toEqual([
    "--enable-features=CDPScreenshotNewSurface",
  ]);
  // Everything else as given, in order.
  expect(passed.filter((a) => !a.includes("-features="))).toEqual([
    "--headless",
    "--user-data-dir=/tmp/profile with space",
  ]);
});

test("with no flags of its own the omnibox popup is still left out", () => {
  expect(argumentsPassedOn([])).toEqual([
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
  ]);
});

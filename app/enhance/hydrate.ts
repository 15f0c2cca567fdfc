import { HELD_MODULE_TYPE } from "~/shared/html/held-framework";
import { onFirstIntent, whenLoadedAndIdle } from "./when-idle";

/**
 * Runs a working page's framework script, which the server held back so that it does not
 * compete with the first paint (ADR 036): once the page has loaded and the browser is idle, or
 * at the visitor's first touch, key, scroll or focus if that comes sooner, so the code is there
 * before a person could finish a first field. Until then the page is its server HTML, whose
 * links and forms work as they are.
 */
export function startHeldFramework(win: Window): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    // This script is async (and React puts it in the head), so it can run, and a visitor can
    // touch the page, before the parser has reached the held script at the end of the body;
    // the load-and-idle call comes later and finds it.
    const held = doc.querySelector<HTMLScriptElement>(`script[type="${HELD_MODULE_TYPE}"]`);
    if (!held) {
      started = doc.readyState !== "loading";
      return;
    }
    started = true;
    // No live modulepreload links for the page's modules (the server's are inert, ADR 038):
    // each one appended cost 1-20 ms
    // of main-thread work there and then (60 ms in all on /consultation, measured with the
    // framework's modules in the cache), one long task. The script's imports fetch the same
    // modules a level at a time instead: about 300 ms later on a throttled phone, before anyone
    // could finish a first field, and the page works as plain HTML until then (ADR 036).
    const script = doc.createElement("script");
    script.type = "module";
    // The nonce the server gave this response; a kept page allows the same text by its hash.
    script.nonce = held.nonce ?? "";
    script.text = held.text;
    // In the held script's place, so hydration finds the element React Router rendered there.
    held.replaceWith(script);
  };
  whenLoadedAndIdle(win, start);
  onFirstIntent(win, start);
  doc.addEventListener("focusin", () => win.setTimeout(start, 0), { once: true });
}

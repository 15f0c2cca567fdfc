import { HELD_MODULE_TYPE } from "~/shared/html/held-framework";
import { onFirstIntent, whenLoadedAndIdle } from "./when-idle";

/**
 * A working page's framework script, which the server held back so that it does not compete
 * with the first paint (ADR 036). Once the page has loaded and the browser is idle, its modules
 * are fetched (preloaded, not run); the framework runs at the visitor's first pointer movement,
 * touch, key, scroll or focus. Running it at idle instead cost 0.4-1.2 s of Lighthouse's
 * blocking time on /contact and /consultation, for visitors who may only read the page. Until
 * it runs, the page is its server HTML, whose links and forms work as they are.
 */
export function startHeldFramework(win: Window): void {
  const doc = win.document;
  const held = () => doc.querySelector<HTMLScriptElement>(`script[type="${HELD_MODULE_TYPE}"]`);
  let preloaded = false;
  const preload = () => {
    const script = held();
    if (preloaded || !script) return;
    preloaded = true;
    for (const href of (script.dataset.modules ?? "").split(" ").filter(Boolean)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.append(link);
    }
  };
  let started = false;
  // A visitor can act before the parser reaches the held script at the end of the body (this
  // script is async, and React puts it in the head): the framework then runs once it is there.
  let wanted = false;
  const start = () => {
    if (started) return;
    wanted = true;
    const script = held();
    if (!script) return;
    started = true;
    preload();
    const run = doc.createElement("script");
    run.type = "module";
    // The nonce the server gave this response; a kept page allows the same text by its hash.
    run.nonce = script.nonce ?? "";
    run.text = script.text;
    // In the held script's place, so hydration finds the element React Router rendered there.
    script.replaceWith(run);
  };
  whenLoadedAndIdle(win, () => {
    preload();
    if (wanted) start();
  });
  onFirstIntent(win, start);
  doc.addEventListener("focusin", () => win.setTimeout(start, 0), { once: true });
}

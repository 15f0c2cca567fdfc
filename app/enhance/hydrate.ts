import { HELD_MODULE_TYPE } from "~/shared/html/held-framework";
import { onFirstIntent, whenLoadedAndIdle } from "./when-idle";

/**
 * A working page's framework script, which the server held back so that it does not compete
 * with the first paint (ADR 036). Once the page has loaded and the browser is idle, its modules
 * are fetched (prefetched into the cache, not compiled or run); the framework runs at the
 * visitor's first pointer movement, touch, key, scroll or focus. Running it at idle instead cost
 * 0.4-1.2 s of Lighthouse's blocking time on the working pages, for visitors who may only read
 * them. Until it runs, the page is its server HTML, whose links and forms work as they are.
 */
export function startHeldFramework(win: Window): void {
  const doc = win.document;
  let started = false;
  const held = () => doc.querySelector<HTMLScriptElement>(`script[type="${HELD_MODULE_TYPE}"]`);
  const modules = (script: HTMLScriptElement) =>
    (script.dataset.modules ?? "").split(" ").filter(Boolean);
  const linkTo = (href: string, rel: "prefetch" | "modulepreload") => {
    const link = doc.createElement("link");
    link.rel = rel;
    link.href = href;
    if (rel === "prefetch") {
      link.as = "script";
      // As the module loader will ask for it (CORS, same-origin credentials), so that request
      // finds this response in the cache.
      link.crossOrigin = "anonymous";
    }
    doc.head.append(link);
  };
  // Fetched into the cache only: a module preload would also compile every module on the main
  // thread, 0.3-0.7 s of Lighthouse's blocking time on a page nobody has touched.
  let prefetched = false;
  const prefetch = () => {
    const script = held();
    if (prefetched || started || !script) return;
    prefetched = true;
    for (const href of modules(script)) linkTo(href, "prefetch");
  };
  // A visitor can act before the parser reaches the held script at the end of the body (this
  // script is async, and React puts it in the head): the framework then runs once it is there.
  let wanted = false;
  const start = () => {
    if (started) return;
    wanted = true;
    const script = held();
    if (!script) return;
    started = true;
    // The whole graph at once, from the cache where prefetched, rather than import by import.
    for (const href of modules(script)) linkTo(href, "modulepreload");
    const run = doc.createElement("script");
    run.type = "module";
    // The nonce the server gave this response; a kept page allows the same text by its hash.
    run.nonce = script.nonce ?? "";
    run.text = script.text;
    // In the held script's place, so hydration finds the element React Router rendered there.
    script.replaceWith(run);
  };
  whenLoadedAndIdle(win, () => {
    if (wanted) start();
    else prefetch();
  });
  onFirstIntent(win, start);
  doc.addEventListener("focusin", () => win.setTimeout(start, 0), { once: true });
}

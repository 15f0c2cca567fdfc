import { NOTICE_DURATION_MS, NOTICE_EVENT, type Notice } from "~/lib/notices";

/**
 * The page's one notification region (bottom right), announced politely. One notice shows at
 * a time: a passing notice replaces a passing one; a prompt (a notice with an action) waits
 * behind a passing notice and comes back when it ends, and stays until it is used or dismissed
 * (no time limit on something that asks for an action: WCAG 2.2.1).
 */
export function createNoticeRegion(doc: Document = document) {
  const region = doc.createElement("div");
  region.id = "site-notices";
  region.setAttribute("role", "region");
  region.setAttribute("aria-label", "Notifications");
  region.className = "fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]";
  const live = doc.createElement("div");
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  region.append(live);
  // Put in the page when the browser is idle (`mount`), or by the first notice if that comes
  // sooner: appended while the script is evaluated, it makes the browser's first style pass
  // part of this script's task.
  const mount = () => {
    // The script is async, so it can run while a working page hydrates; there is a moment in
    // that when the document has no body (seen in the browser tests). The next notice mounts it.
    if (!region.isConnected) doc.body?.append(region);
  };

  let passing: Notice | null = null;
  let prompt: Notice | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function draw() {
    mount();
    const notice = passing ?? prompt;
    live.replaceChildren();
    if (!notice) return;
    live.append(card(doc, notice, () => dismiss(notice)));
  }

  function dismiss(notice: Notice) {
    if (notice === passing) {
      clearTimeout(timer);
      passing = null;
    } else if (notice === prompt) {
      prompt = null;
    }
    draw();
  }

  function show(notice: Notice) {
    if (notice.action) {
      prompt = notice;
    } else {
      clearTimeout(timer);
      passing = notice;
      timer = setTimeout(() => dismiss(notice), NOTICE_DURATION_MS);
    }
    draw();
  }

  const onNotice = (event: Event) => show((event as CustomEvent<Notice>).detail);
  doc.defaultView?.addEventListener(NOTICE_EVENT, onNotice);
  return {
    show,
    mount,
    element: region,
    stop() {
      clearTimeout(timer);
      doc.defaultView?.removeEventListener(NOTICE_EVENT, onNotice);
      region.remove();
    },
  };
}

const borders = {
  info: "border-navy-900",
  success: "border-success-700",
  problem: "border-error-700",
};

function card(doc: Document, notice: Notice, onDismiss: () => void): HTMLElement {
  const tone = notice.tone ?? "info";
  const box = doc.createElement("div");
  box.className = `relative rounded-md border-l-4 bg-white p-4 pr-10 shadow-lg ${borders[tone]}`;
  const title = doc.createElement("p");
  title.className = `font-semibold ${tone === "problem" ? "text-error-700" : "text-navy-900"}`;
  title.textContent = notice.title;
  box.append(title);
  if (notice.description) {
    const description = doc.createElement("p");
    description.className = "mt-1";
    description.textContent = notice.description;
    box.append(description);
  }
  if (notice.action) {
    const { label, altText, run } = notice.action;
    const button = doc.createElement("button");
    button.type = "button";
    button.className =
      "mt-3 rounded-md bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800";
    button.textContent = label;
    button.setAttribute("aria-label", altText);
    button.addEventListener("click", run);
    box.append(button);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "absolute top-2 right-2 rounded px-2 text-xl leading-none text-muted";
  close.setAttribute("aria-label", "Dismiss notification");
  close.textContent = "×";
  close.addEventListener("click", onDismiss);
  box.append(close);
  return box;
}

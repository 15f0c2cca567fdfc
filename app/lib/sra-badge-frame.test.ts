// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SRA_BADGE_MARGIN, showSraBadgesWhenNear, showSraBadgeWhenNear } from "./sra-badge-frame";
import { sraBadgeSlotHtml } from "./sra-badge-markup";

const SRC = "https://cdn.yoshki.com/iframe/55845r.html";

/** An IntersectionObserver the test drives: `cross()` reports the box near the viewport. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** A box as the server sends it; in the document only when asked (happy-dom loads frames there). */
function slotWith(title: string, inDocument = false): HTMLElement {
  const slot = document.createElement("div");
  slot.setAttribute("data-sra-badge", "");
  // As the server sends it; a browser running script parses <noscript> content as text.
  const noscript = document.createElement("noscript");
  noscript.textContent = sraBadgeSlotHtml(SRC, title).replace(/^<noscript>|<\/noscript>$/g, "");
  slot.append(noscript);
  (inDocument ? document.body : document.createElement("div")).append(slot);
  return slot;
}

describe("the SRA badge's frame", () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    document.body.innerHTML = "";
    FakeObserver.made = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it("is markup with the firm's name escaped, lazy, titled and inside <noscript>", () => {
    const html = sraBadgeSlotHtml(SRC, 'SRA digital badge: A & B "Law" <Ltd>');
    expect(html.startsWith("<noscript><iframe ")).toBe(true);
    expect(html.endsWith("</iframe></noscript>")).toBe(true);
    expect(html).toContain('title="SRA digital badge: A &amp; B &quot;Law&quot; &lt;Ltd&gt;"');
    expect(html).toContain(`src="${SRC}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerpolicy="strict-origin-when-cross-origin"');
  });

  it("goes in only when its box comes near the viewport, once, with its title intact", () => {
    const slot = slotWith("SRA digital badge: Carrow & Hale Solicitors");
    showSraBadgeWhenNear(slot);
    const [observer] = FakeObserver.made;
    expect(observer?.observed).toEqual([slot]);
    expect(observer?.options.rootMargin).toBe(SRA_BADGE_MARGIN);
    expect(slot.querySelector("iframe")).toBeNull();

    observer?.report(false);
    expect(slot.querySelector("iframe")).toBeNull();

    observer?.report(true);
    const frame = slot.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(SRC);
    expect(frame?.getAttribute("title")).toBe("SRA digital badge: Carrow & Hale Solicitors");
    expect(observer?.disconnected).toBe(true);
    expect(slot.getAttribute("data-sra-badge")).toBe("shown");

    // A late report, or a second call, adds nothing.
    observer?.report(true);
    showSraBadgeWhenNear(slot);
    expect(slot.querySelectorAll("iframe")).toHaveLength(1);
    expect(FakeObserver.made).toHaveLength(1);
  });

  it("is watched once when both the enhancement script and React ask", () => {
    const slot = slotWith("SRA digital badge: Carrow & Hale Solicitors", true);
    showSraBadgesWhenNear(document);
    showSraBadgeWhenNear(slot);
    expect(FakeObserver.made).toHaveLength(1);
    expect(slot.getAttribute("data-sra-badge")).toBe("watched");
  });

  it("goes in at once where the browser cannot tell what is near the viewport", () => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = undefined;
    const slot = slotWith("SRA digital badge: Carrow & Hale Solicitors");
    showSraBadgeWhenNear(slot);
    expect(slot.querySelector("iframe")?.getAttribute("src")).toBe(SRC);
  });

  it("waits for the footer while the page is still being parsed", () => {
    const listeners: string[] = [];
    const doc = {
      readyState: "loading",
      addEventListener: (type: string) => listeners.push(type),
      querySelectorAll: () => {
        throw new Error("looked before the document was parsed");
      },
    } as unknown as Document;
    showSraBadgesWhenNear(doc);
    expect(listeners).toEqual(["DOMContentLoaded"]);
  });
});

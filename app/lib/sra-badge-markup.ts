import escapeHtml from "escape-html";

// Apart from the watcher (sra-badge-frame.ts), which the enhancement script carries on every
// page: escape-html is CommonJS and would go into that script whole.

/** The badge's frame as the SRA supplies it, as HTML (the title names the firm, so escaped). */
export function sraBadgeFrameHtml(src: string, title: string): string {
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" loading="lazy" scrolling="no" referrerpolicy="strict-origin-when-cross-origin" class="absolute inset-0 size-full border-0 bg-transparent"></iframe>`;
}

/**
 * The box's content as the server sends it: the frame inside <noscript>. Without script the
 * browser shows it (lazily, as before); with script it is only text, and `showSraBadgeWhenNear`
 * puts the frame in when the box nears the viewport. A frame present from the start is a
 * second document loaded, parsed and laid out in the first second of every page, for a badge
 * in the footer (ADR 037).
 */
export function sraBadgeSlotHtml(src: string, title: string): string {
  return `<noscript>${sraBadgeFrameHtml(src, title)}</noscript>`;
}

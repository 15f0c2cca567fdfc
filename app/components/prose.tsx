import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { usePageKind } from "~/lib/routing/page-kind";
import { needsFullLoad } from "~/shared/routing/page-kinds";

/**
 * HTML rendered from our Markdown on the server. On a working page, a click on a link to
 * another working page becomes a client-side navigation, as SiteLink does; every other link is
 * the browser's (reading pages never hydrate, so there this code never runs).
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const kind = usePageKind();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!href || needsFullLoad(href, kind)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks from the links inside, which stay keyboard-operable themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click event
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: as above, delegation only
    <div
      className={`prose-body ${className}`}
      onClick={followInternalLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { useEffect, useRef } from "react";
import { useFirm } from "~/lib/firm/use-firm";
import { SRA_BADGE_SLOT, showSraBadgeWhenNear } from "~/lib/sra-badge-frame";
import { sraBadgeSlotHtml } from "~/lib/sra-badge-markup";
import { firm as sample } from "~/shared/firm/facts";

/**
 * The SRA's digital badge, embedded as the SRA supplies it (it identifies the firm from the
 * embedding page). The box keeps the badge's aspect ratio before it loads, so nothing shifts.
 * Its content is set as HTML so that React, hydrating a working page, leaves it alone: the
 * enhancement script may already have put the frame in (ADR 037).
 */
export function SraBadge() {
  const firm = useFirm();
  const slot = useRef<HTMLDivElement>(null);
  const title = `SRA digital badge: ${firm.name} is regulated by the Solicitors Regulation Authority`;
  const html = sraBadgeSlotHtml(sample.sraBadgeSrc, title);
  const shownHtml = useRef(html);
  // A footer React mounts itself (after a navigation in the browser) has no enhancement script
  // to watch its box; on a hydrated page this finds the box already watched. A new firm name
  // makes React set the box's content again, frame gone, so it is watched afresh.
  useEffect(() => {
    if (!slot.current) return;
    if (shownHtml.current !== html) {
      shownHtml.current = html;
      slot.current.setAttribute(SRA_BADGE_SLOT, "");
    }
    showSraBadgeWhenNear(slot.current);
  }, [html]);
  return (
    <div className="w-[275px] max-w-full">
      <div
        ref={slot}
        {...{ [SRA_BADGE_SLOT]: "" }}
        className="relative aspect-[275/163] overflow-hidden"
        // React does not hydrate what is inside, and sets it again only if the text changes.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup; the firm's name is escaped by sraBadgeFrameHtml
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}

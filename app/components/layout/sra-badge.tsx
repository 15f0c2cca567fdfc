import { useFirm } from "~/lib/firm/use-firm";
import { firm as sample } from "~/shared/firm/facts";

/**
 * The SRA's digital badge, embedded as the SRA supplies it (it identifies the firm from the
 * embedding page). The box keeps the badge's aspect ratio before it loads, so nothing shifts.
 */
export function SraBadge() {
  const firm = useFirm();
  return (
    <div className="w-[275px] max-w-full">
      <div className="relative aspect-[275/163] overflow-hidden">
        <iframe
          src={sample.sraBadgeSrc}
          title={`SRA digital badge: ${firm.name} is regulated by the Solicitors Regulation Authority`}
          loading="lazy"
          scrolling="no"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0 bg-transparent"
        />
      </div>
    </div>
  );
}

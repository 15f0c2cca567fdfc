import { PreviewPanel } from "~/components/admin/preview-panel";
import { PriceDetails } from "~/components/prices/price-details";
import { Prose } from "~/components/prose";
import type { PricePreview } from "~/lib/admin/prices-preview.server";

/**
 * The public price page as it would read with the figures in the form, drawn by the page's own
 * component. Beside the form on a wide screen, below it on a phone.
 */
export function PricePreviewPanel({ preview }: { preview: PricePreview | null }) {
  return (
    <PreviewPanel
      id="price-preview-heading"
      className="min-w-0 xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:overflow-y-auto"
    >
      {preview ? (
        <div className="mt-4">
          <p className="font-serif text-3xl text-navy-900">{preview.page.heading}</p>
          <Prose html={preview.page.leadHtml} className="mt-3 text-muted" />
          <div className="mt-8">
            <PriceDetails page={preview.page} people={preview.people} headingLevel={3} />
          </div>
        </div>
      ) : (
        <p className="mt-4">
          Put right the problems in the form, then press Preview to see the page with your figures.
        </p>
      )}
    </PreviewPanel>
  );
}

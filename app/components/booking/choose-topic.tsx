import { Check, ChevronRight } from "lucide-react";
import { SiteForm } from "~/components/forms/site-form";
import { useRememberedChoice } from "~/lib/forms/remembered-choice";
import { HiddenFields } from "../forms/hidden-fields";

/**
 * Step 1: one button per topic, each sending the step's GET form with its own topic, so
 * choosing is the one action (no radio button, then Continue). Without JavaScript the browser
 * sends the form with the pressed button's value; with it, React Router does the same without
 * reloading. The topic pressed is remembered in the history entry, so Back shows it marked.
 */
export function ChooseTopic({
  label,
  options,
  lawyer,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A lawyer's page's choice, carried on to step 2. */
  lawyer?: string;
}) {
  const choice = useRememberedChoice("book-area");
  return (
    <SiteForm method="get" action="/consultation#book" className="mt-6">
      <HiddenFields values={{ lawyer }} />
      <fieldset>
        <legend className="font-semibold">{label}</legend>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((o) => {
            const before = choice.value === o.value;
            return (
              <li key={o.value}>
                <button
                  type="submit"
                  name="area"
                  value={o.value}
                  aria-current={before ? "true" : undefined}
                  onClick={() => choice.remember(o.value)}
                  className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-md border-2 border-navy-900 px-4 py-2.5 text-left font-semibold text-navy-900 hover:bg-navy-100 ${before ? "bg-navy-100" : "bg-white"}`}
                >
                  <span>
                    {o.label}
                    {before && (
                      <span className="flex items-center gap-1 text-small font-normal text-muted">
                        <Check aria-hidden="true" className="size-4" />
                        Your last choice
                      </span>
                    )}
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </SiteForm>
  );
}

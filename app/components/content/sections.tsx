import { ChevronDown } from "lucide-react";
import type { RenderedFaq, RenderedSection, RenderedStep } from "~/lib/content.server";
import { Prose } from "../prose";

export function Sections({ sections }: { sections: readonly RenderedSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10 first:mt-0">
          <h2 className="text-title">{section.heading}</h2>
          <Prose html={section.html} className="mt-4" />
        </section>
      ))}
    </>
  );
}

/**
 * A service page's sections: general guidance folds into disclosures a reader opens (they work
 * without script, and the browser's find-in-page opens a closed one that holds the match), so
 * the key facts and the price information come first on a phone; a section that is part of the
 * SRA price information stays open where it stands.
 */
export function GuidanceSections({ sections }: { sections: readonly RenderedSection[] }) {
  return (
    <>
      {groupRuns(sections).map((run) =>
        run[0]?.priceInformation ? (
          <Sections key={run[0].heading} sections={run} />
        ) : (
          <div
            key={run[0]?.heading}
            className="mt-10 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white first:mt-0"
          >
            {run.map((section) => (
              <details key={section.heading} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 [&::-webkit-details-marker]:hidden">
                  <h2 className="text-lg leading-snug">{section.heading}</h2>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-navy-900 transition-transform group-open:rotate-180"
                  />
                </summary>
                <Prose html={section.html} className="px-5 pb-5" />
              </details>
            ))}
          </div>
        ),
      )}
    </>
  );
}

/** Consecutive sections that are alike (all price information, or all guidance), in order. */
function groupRuns(sections: readonly RenderedSection[]): RenderedSection[][] {
  const runs: RenderedSection[][] = [];
  for (const section of sections) {
    const last = runs.at(-1);
    if (last && Boolean(last[0]?.priceInformation) === Boolean(section.priceInformation)) {
      last.push(section);
    } else {
      runs.push([section]);
    }
  }
  return runs;
}

export function Steps({ heading, steps }: { heading: string; steps: readonly RenderedStep[] }) {
  return (
    <section className="mt-12">
      <h2 className="text-title">{heading}</h2>
      <ol className="mt-6 space-y-6">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-semibold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-xl">{step.title}</h3>
              {step.duration && (
                <p className="text-sm font-semibold text-muted">Typical time: {step.duration}</p>
              )}
              <Prose html={step.html} className="mt-1" />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A service's stages, in order. Each stage's name and typical time are always in view (the key
 * stages and their timescales); what happens in it opens below, so the list reads at a glance
 * on a phone and works without script.
 */
export function Stages({ heading, steps }: { heading: string; steps: readonly RenderedStep[] }) {
  return (
    <section className="mt-12">
      <h2 className="text-title">{heading}</h2>
      <ol className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {steps.map((step, i) => (
          <li key={step.title}>
            <details className="group">
              {/* Only phrasing content and one heading may sit in a summary, so its parts are
                  placed on a grid rather than wrapped in a block. */}
              <summary className="grid cursor-pointer list-none grid-cols-[auto_1fr_auto] gap-x-3 px-4 py-2.5 sm:gap-x-4 sm:py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="row-span-2 mt-0.5 flex size-8 items-center justify-center rounded-full bg-navy-900 font-semibold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="text-subheading">{step.title}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="row-span-2 mt-1.5 size-5 text-navy-900 transition-transform group-open:rotate-180"
                />
                {step.duration && (
                  <span className="col-start-2 text-sm font-semibold text-muted">
                    Typical time: {step.duration}
                  </span>
                )}
              </summary>
              <Prose html={step.html} className="px-4 pb-4 sm:pr-5 sm:pl-17" />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Faqs({
  faqs,
  heading = "Frequently asked questions",
}: {
  faqs: readonly RenderedFaq[];
  heading?: string;
}) {
  if (faqs.length === 0) return null;
  return (
    <section className="mt-12">
      <h2 className="text-title">{heading}</h2>
      <div className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-3">
            <summary className="cursor-pointer text-lg font-semibold text-navy-900">
              {faq.question}
            </summary>
            <Prose html={faq.html} className="mt-3" />
          </details>
        ))}
      </div>
    </section>
  );
}

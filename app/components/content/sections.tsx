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
          <details key={faq.question} className="group p-5">
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

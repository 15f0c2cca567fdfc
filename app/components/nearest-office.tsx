import { Prose } from "./prose";

/** How to reach the nearest office from an area, beside the area's pages. */
export function GettingHere({ html }: { html: string }) {
  return (
    <section
      aria-labelledby="getting-here"
      className="rounded-lg border border-stone-200 bg-white p-6"
    >
      <h2 id="getting-here" className="text-2xl">
        Getting to us
      </h2>
      <Prose html={html} className="mt-2" />
    </section>
  );
}

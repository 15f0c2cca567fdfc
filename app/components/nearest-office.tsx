import type { OfficeId } from "~/shared/firm/facts";
import { OfficeCard } from "./office-card";
import { Prose } from "./prose";

/** Beside an area's pages: the office nearest the area, and how to reach it from there. */
export function NearestOffice({
  officeId,
  gettingHereHtml,
}: {
  officeId: OfficeId;
  gettingHereHtml: string;
}) {
  return (
    <>
      <OfficeCard officeId={officeId} heading="Your nearest office" />
      <section
        aria-labelledby="getting-here"
        className="rounded-lg border border-stone-200 bg-white p-6"
      >
        <h2 id="getting-here" className="text-heading">
          Getting to us
        </h2>
        <Prose html={gettingHereHtml} className="mt-2" />
      </section>
    </>
  );
}

import { Prose } from "~/components/prose";
import { type TeamCardData, TeamCards } from "~/components/team/team-cards";
import { TextList } from "~/components/ui/text-list";
import type { RenderedPricePage } from "~/lib/prices.server";
import { formatPounds, formatRange, vatOn, withVat } from "~/shared/money";
import { PriceTable } from "./price-table";

const feeColumns = ["Item", "Fee", "VAT", "Total"] as const;

/** A table's first cell: what the cost is for, and the note that explains it, if any. */
function ItemCell({ label, noteHtml }: { label: string; noteHtml?: string }) {
  return (
    <div>
      <span className="font-semibold">{label}</span>
      {noteHtml ? <Prose html={noteHtml} className="mt-1 text-sm text-muted" /> : null}
    </div>
  );
}

function feeRows(fees: RenderedPricePage["supplements"]) {
  return fees.map((fee) => ({
    key: fee.label,
    cells: [
      <ItemCell key="item" label={fee.label} noteHtml={fee.noteHtml} />,
      formatPounds(fee.amount),
      fee.vat ? formatPounds(vatOn(fee.amount)) : "No VAT",
      formatPounds(fee.vat ? withVat(fee.amount) : fee.amount),
    ],
  }));
}

function LegalFee({ fee }: { fee: RenderedPricePage["legalFee"] }) {
  if (fee.kind === "fixed") {
    return <PriceTable caption="Our legal fees" columns={feeColumns} rows={feeRows(fee.fees)} />;
  }
  if (fee.kind === "banded") {
    return (
      <PriceTable
        caption={fee.label}
        columns={["Property price", "Our fee", "VAT", "Total"]}
        rows={fee.bands.map((band) => ({
          key: String(band.from),
          cells: [
            band.upTo === null
              ? `Over ${formatPounds(band.from - 1)} (starting fee)`
              : band.from === 0
                ? `Up to ${formatPounds(band.upTo)}`
                : `${formatPounds(band.from)} to ${formatPounds(band.upTo)}`,
            formatPounds(band.amount),
            formatPounds(vatOn(band.amount)),
            formatPounds(withVat(band.amount)),
          ],
        }))}
      />
    );
  }
  return (
    <div className="mt-4">
      <p className="text-xl font-semibold text-navy-900">
        {formatRange({ from: fee.from, to: fee.to })}
        {fee.vat ? " + VAT" : ""}
      </p>
      <Prose html={fee.explanationHtml} className="mt-3" />
    </div>
  );
}

/**
 * The SRA's seven elements of price and service information, in the order a reader needs
 * them: the price, how we charge, other costs, VAT, what is and isn't included with the
 * stages, who does the work, and conditional fees.
 */
export function PriceDetails({
  page,
  people,
  headingLevel = 2,
}: {
  page: RenderedPricePage;
  people: { team: readonly TeamCardData[]; supervisor?: TeamCardData };
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as "h2" | "h3";
  const titleClass = headingLevel === 2 ? "text-title" : "text-heading";
  return (
    <div className="space-y-12">
      <section>
        <p className="text-sm text-muted">
          Prices reviewed on <time dateTime={page.reviewedOn.iso}>{page.reviewedOn.text}</time>
        </p>
        <H className={`${titleClass} mt-3`}>What our work costs</H>
        <LegalFee fee={page.legalFee} />
        <Prose html={page.basisHtml} className="mt-6" />
      </section>

      {page.supplements.length > 0 && (
        <section>
          <H className={titleClass}>Extra fees that apply to some matters</H>
          <PriceTable
            caption="Supplements to our fee"
            columns={feeColumns}
            rows={feeRows(page.supplements)}
          />
        </section>
      )}

      <section>
        <H className={titleClass}>Other costs (disbursements)</H>
        <Prose html={page.disbursementsLeadHtml} className="mt-3 max-w-[68ch]" />
        <PriceTable
          caption="Likely disbursements"
          columns={["Item", "Cost", "VAT"]}
          rows={page.disbursements.map((d) => ({
            key: d.label,
            cells: [
              <ItemCell key="item" label={d.label} noteHtml={d.noteHtml} />,
              formatRange(d.amount),
              d.vat ? "Plus VAT" : "No VAT",
            ],
          }))}
        />
      </section>

      <section>
        <H className={titleClass}>VAT</H>
        <Prose html={page.vatHtml} className="mt-3" />
      </section>

      <section>
        <H className={titleClass}>What is included</H>
        <TextList items={page.includes} className="mt-3 list-disc space-y-1.5 pl-6" />
        <H className={`${titleClass} mt-8`}>What is not included</H>
        <TextList items={page.excludes} className="mt-3 list-disc space-y-1.5 pl-6" />
      </section>

      <section>
        <H className={titleClass}>The stages and how long they take</H>
        <Prose html={page.timescaleHtml} className="mt-3" />
        <ol className="mt-6 space-y-5">
          {page.stages.map((stage, i) => (
            <li key={stage.title} className="rounded-lg border border-stone-200 bg-white p-5">
              <p className="font-semibold text-navy-900">{`Stage ${i + 1}: ${stage.title}`}</p>
              <p className="text-sm font-semibold text-muted">{`Usually ${stage.timescale}`}</p>
              <Prose html={stage.html} className="mt-2" />
            </li>
          ))}
        </ol>
      </section>

      <section>
        <H className={titleClass}>Who will do the work</H>
        <Prose html={page.experienceHtml} className="mt-3" />
        <div className="mt-6">
          <TeamCards members={people.team} headingLevel={headingLevel === 2 ? 3 : 4} />
        </div>
        {people.supervisor && (
          <p className="mt-4">
            {`Supervised by ${people.supervisor.name}, ${people.supervisor.role}.`}
          </p>
        )}
      </section>

      <section>
        <H className={titleClass}>No win, no fee and similar agreements</H>
        <Prose html={page.conditionalFeesHtml} className="mt-3" />
      </section>

      {page.extra.map((section) => (
        <section key={section.heading}>
          <H className={titleClass}>{section.heading}</H>
          <Prose html={section.html} className="mt-3" />
        </section>
      ))}
    </div>
  );
}

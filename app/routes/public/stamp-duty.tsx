import { CallToAction, NextStepButtons } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { CheckboxField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { useAutoSubmit } from "~/components/quote/auto-submit";
import { SiteLink } from "~/components/site-link";
import { bindFields } from "~/lib/forms/form-problem";
import { siteMeta } from "~/lib/meta";
import { breadcrumbList } from "~/lib/structured-data";
import { formatPounds } from "~/shared/money";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { sdltFromUrl, sdltResultPrompt } from "~/shared/sdlt/sdlt-form";
import { formatLongDate } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/stamp-duty";

export const handle: RouteHandle = { kind: "working" };

const path = "/services/conveyancing/stamp-duty-calculator";

export function loader({ request, context }: Route.LoaderArgs) {
  const state = sdltFromUrl(new URL(request.url), todayInLondon(context.clock.now()));
  return {
    siteUrl: context.siteUrl,
    crumbs: [
      { name: "Services", path: "/services" },
      { name: "Conveyancing", path: "/services/conveyancing" },
      { name: "Stamp duty calculator", path },
    ],
    ...state,
    // Written here, so the page's code in the browser needs nothing of the form's schema.
    prompt: sdltResultPrompt(state),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? siteMeta(matches).pageMeta({
        title: "Stamp Duty Calculator",
        description:
          "Work out Stamp Duty Land Tax on a home in England, with first-time buyer relief and the higher rates for additional homes and non-UK residents.",
        path,
        siteUrl: loaderData.siteUrl,
        jsonLd: [breadcrumbList(loaderData.siteUrl, loaderData.crumbs)],
      })
    : [];

const buyerTicks = [
  ["firstTimeBuyer", "I am a first-time buyer (I have never owned a home, here or abroad)"],
  ["additionalProperty", "I will own another home as well (an additional property)"],
  ["nonResident", "I am not resident in the UK"],
] as const;

function bandText(from: number, to: number, first: boolean) {
  return first
    ? `The first ${formatPounds(to)}`
    : `From ${formatPounds(from)} to ${formatPounds(to)}`;
}

export default function StampDuty({ loaderData }: Route.ComponentProps) {
  const { values, errors, result, prompt } = loaderData;
  const field = bindFields("sdlt", { values, errors });
  const autoSubmit = useAutoSubmit();
  return (
    <>
      <PageHeader
        heading="Stamp duty calculator"
        lead="Stamp Duty Land Tax (SDLT) is a tax you pay to HMRC when you buy a home in England or Northern Ireland. See what you would pay, band by band."
        crumbs={loaderData.crumbs}
        actions={<NextStepButtons className="mt-6" size="compact" />}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="sdlt-form-heading">
          <h2 id="sdlt-form-heading" className="text-title">
            Your purchase
          </h2>
          <div className="mt-6">
            <ErrorSummary errors={errors} order={["price", "completionDate"]} idPrefix="sdlt" />
            <SiteForm
              method="get"
              ref={autoSubmit.ref}
              onChange={autoSubmit.onChange}
              preventScrollReset
              aria-labelledby="sdlt-form-heading"
            >
              <TextField
                {...field("price")}
                label="Purchase price (£)"
                inputMode="numeric"
                autoComplete="off"
              />
              <TextField
                {...field("completionDate")}
                label="Completion date"
                hint="The rates in force on the day you complete apply."
                type="date"
              />
              {buyerTicks.map(([name, label]) => (
                <CheckboxField key={name} {...field(name)}>
                  {label}
                </CheckboxField>
              ))}
              <SubmitButton>Work it out</SubmitButton>
            </SiteForm>
          </div>
        </section>
        <section aria-labelledby="sdlt-result-heading" aria-live="polite">
          <h2 id="sdlt-result-heading" className="text-title">
            Stamp duty to pay
          </h2>
          {result ? (
            <>
              <p className="mt-4 font-serif text-5xl font-semibold text-navy-900">
                {formatPounds(result.total)}
              </p>
              <p className="mt-2 text-muted">
                {`Rates in force from ${formatLongDate(result.basis.ratesFrom)}`}
                {result.basis.firstTimeBuyerRelief ? ", with first-time buyer relief" : ""}
                {result.basis.additionalDwelling
                  ? ", with the higher rates for an additional home (+5%)"
                  : ""}
                {result.basis.nonResident ? ", with the non-UK resident surcharge (+2%)" : ""}.
              </p>
              <ol className="mt-6 space-y-3">
                {result.bands.map((band, i) => (
                  <li key={band.from} className="rounded-lg border border-stone-200 bg-white p-4">
                    <p className="font-semibold">{bandText(band.from, band.to, i === 0)}</p>
                    <p>{`${band.ratePercent}% = ${formatPounds(band.tax)}`}</p>
                  </li>
                ))}
              </ol>
              <p className="mt-4 text-sm text-muted">
                SDLT is rounded down to the nearest pound. This is a guide, not tax advice: some
                purchases (shared ownership, several homes at once, companies) have their own rules.
              </p>
            </>
          ) : (
            <p className="mt-4">{prompt}</p>
          )}
        </section>
        <section className="lg:col-span-2">
          <h2 className="text-title">How the bands work</h2>
          <div className="prose-body mt-4">
            <p>
              SDLT is charged in slices, like income tax: each part of the price is taxed at its own
              rate. From 1 April 2025 the standard rates are 0% on the first £125,000, 2% on the
              next £125,000, 5% up to £925,000, 10% up to £1.5 million and 12% above that.
            </p>
            <p>
              First-time buyers pay nothing on the first £300,000 and 5% from £300,001 to £500,000.
              Above £500,000 there is no relief and standard rates apply to the whole price. If you
              will own more than one home, 5 percentage points are added to every band (not for
              purchases under £40,000). Buyers not resident in the UK pay a further 2 percentage
              points.
            </p>
            <p>
              We work out and pay the tax for you as part of our conveyancing fee. See{" "}
              <SiteLink to="/services/conveyancing/conveyancing-costs">our instant quote</SiteLink>{" "}
              for the full cost of your move, or our{" "}
              <SiteLink to="/compliance/residential-purchase">
                published prices for buying a home
              </SiteLink>
              . In Wales and Scotland different taxes apply.
            </p>
          </div>
        </section>
        <div className="lg:col-span-2">
          <CallToAction />
        </div>
      </div>
    </>
  );
}

import { data, useNavigation } from "react-router";
import { PricesErrorBoundary } from "~/components/admin/prices/prices-error-boundary";
import { ServiceSettingsForm } from "~/components/admin/prices/service-settings-form";
import { SiteLink } from "~/components/site-link";
import { findPricePage } from "~/content/prices";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { formatDateTime } from "~/lib/admin/office-format";
import {
  cardFeeChoices,
  isUnpriced,
  listWithOverview,
  type OverviewForm,
  overviewToForm,
  readOverviewForm,
  servicePaths,
} from "~/lib/admin/prices-overview-form";
import { publicPricePath } from "~/lib/admin/prices-pages";
import {
  checkPriceList,
  loadedVersionOf,
  priceAdmin,
  pricesConflict,
  savePriceList,
  serviceName,
  teamChoices,
} from "~/lib/admin/prices-save.server";
import { readSubmission } from "~/lib/forms/form-action.server";
import { nestedFieldErrors, nestFields } from "~/shared/forms/nested-fields";
import { priceSlugs, servicePriceSlugs } from "~/shared/prices/price-list-schema";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/overview";

/** Staff screens hydrate: they are working pages (ADR 020). Admins only, like /admin/users. */
export const handle: RouteHandle = { kind: "working", private: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  priceAdmin(request, context);
  const [{ list, version, lastChange }, team] = await Promise.all([
    context.services.priceListAdmin.editable(),
    teamChoices(context),
  ]);
  return {
    version,
    lastChange: lastChange ? { by: lastChange.by, at: lastChange.at.toISOString() } : null,
    form: overviewToForm(list),
    pages: priceSlugs.map((slug) => ({
      slug,
      heading: findPricePage(slug)?.heading ?? slug,
      publicPath: publicPricePath(slug),
    })),
    services: servicePaths.map((path) => {
      const slug = servicePriceSlugs[path] ?? null;
      return {
        path,
        name: serviceName(path),
        fees: slug ? cardFeeChoices(list.pages[slug]) : null,
        unpriced: isUnpriced(path),
      };
    }),
    team: team.map((m) => ({ value: m.slug, label: m.name })),
  };
}

interface Shown {
  form: OverviewForm;
  errors: Record<string, string>;
  formError?: string;
  version: number;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = priceAdmin(request, context);
  const submission = await readSubmission(request, "uncut");
  const form = readOverviewForm(nestFields(submission.fields));
  const posted = loadedVersionOf(submission);
  const current = await context.services.priceListAdmin.editable();
  const shown = (rest: Omit<Shown, "form" | "version">, status: number, version = posted) =>
    data<Shown>({ form, version: version ?? current.version, ...rest }, { status });

  const checked = await checkPriceList(context, listWithOverview(current.list, form));
  if (!checked.ok) return shown({ errors: nestedFieldErrors(checked.issues) }, 400);
  const saved = await savePriceList(context, actor, {
    before: current.list,
    list: checked.list,
    version: posted,
  });
  if (saved === "conflict") {
    return shown({ errors: {}, formError: pricesConflict }, 409, current.version);
  }
  return redirectWithNotice("/admin/prices", "Prices saved");
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, "Prices") }];

export default function PricesOverview({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { lastChange } = loaderData;
  return (
    <>
      <h1 className="text-4xl">Prices</h1>
      <p className="mt-2 text-muted">
        {lastChange
          ? `Last changed by ${lastChange.by} on ${formatDateTime(lastChange.at)}.`
          : "Not changed here yet: the website shows the prices it was published with."}
      </p>

      <h2 className="mt-8 text-title">Price pages</h2>
      <ul className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-300 bg-white">
        {loaderData.pages.map((page) => (
          <li key={page.slug} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <span className="font-semibold">{page.heading}</span>
            <span className="flex flex-wrap gap-4">
              {/* The words on screen start the link's name (WCAG 2.5.3, label in name). */}
              <SiteLink to={`/admin/prices/${page.slug}`}>
                Edit prices<span className="sr-only">: {page.heading}</span>
              </SiteLink>
              <SiteLink to={page.publicPath}>
                See the public page<span className="sr-only">: {page.heading}</span>
              </SiteLink>
            </span>
          </li>
        ))}
      </ul>

      <div className="mt-10" key={actionData ? JSON.stringify(actionData.errors) : "stored"}>
        <ServiceSettingsForm
          form={actionData?.form ?? loaderData.form}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError}
          version={actionData?.version ?? loaderData.version}
          services={loaderData.services}
          team={loaderData.team}
          busy={navigation.state === "submitting"}
        />
      </div>
    </>
  );
}

export const ErrorBoundary = PricesErrorBoundary;

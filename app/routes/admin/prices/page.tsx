import { data, useNavigation } from "react-router";
import { EditorPage } from "~/components/admin/editor-page";
import { PagePriceForm } from "~/components/admin/prices/page-price-form";
import { PricePreviewPanel } from "~/components/admin/prices/price-preview-panel";
import { PricesErrorBoundary } from "~/components/admin/prices/prices-error-boundary";
import { SiteLink } from "~/components/site-link";
import { findPricePage } from "~/content/prices";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import {
  applyRowButton,
  formErrorNames,
  formToPage,
  type PageForm,
  pageToForm,
  readPageForm,
  tidyPageForm,
} from "~/lib/admin/prices-form";
import { publicPricePath } from "~/lib/admin/prices-pages";
import { type PricePreview, pricePreview } from "~/lib/admin/prices-preview.server";
import {
  checkPriceList,
  loadedVersionOf,
  priceAdmin,
  priceSlugParam,
  pricesConflict,
  savePriceList,
  serviceName,
} from "~/lib/admin/prices-save.server";
import { readSubmission, textOf } from "~/lib/forms/form-action.server";
import { nestedFieldErrors, nestFields } from "~/shared/forms/nested-fields";
import type { PagePrices, PriceList, PriceSlug } from "~/shared/prices/price-list-schema";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/page";

/** Staff screens hydrate: they are working pages (ADR 020). Admins only, like /admin/users. */
export const handle: RouteHandle = { kind: "working", private: true };

const headingOf = (slug: PriceSlug) => findPricePage(slug)?.heading ?? slug;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  priceAdmin(request, context);
  const slug = priceSlugParam(params.slug);
  const { list, version } = await context.services.priceListAdmin.editable();
  return {
    slug,
    heading: headingOf(slug),
    publicPath: publicPricePath(slug),
    version,
    form: pageToForm(list.pages[slug]),
    preview: await pricePreview(context, slug, list.pages[slug]),
    formKey: `stored-${version}`,
  };
}

/** What the action sends back whenever the form is drawn again rather than saved. */
interface Shown {
  form: PageForm;
  errors: Record<string, string>;
  formError?: string;
  preview: PricePreview | null;
  /** New on every answer, so the form's boxes take the values sent back. */
  formKey: string;
  /** The version the next save is made on: the one the form was opened at, so a save made
   * after someone else's is refused; after that refusal, theirs (saving again replaces it). */
  version: number;
  status?: string;
}

const withPage = (list: PriceList, slug: PriceSlug, page: unknown) => ({
  ...list,
  pages: { ...list.pages, [slug]: page },
});

/**
 * A message about another part of the list, caused by this page's change: in practice a service
 * card quoting a fee that is no longer on the page.
 */
function elsewhere(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, slug: string) {
  const outside = issues.filter((i) => !(i.path[0] === "pages" && i.path[1] === slug));
  const first = outside[0];
  if (!first) return undefined;
  if (first.path[0] === "services" && first.path[2] === "cardFee") {
    return `The consultation card on the ${serviceName(String(first.path[1]))} page quotes a fee that is no longer on this page. Choose another fee for that card on the prices overview first, then remove this one.`;
  }
  return first.message;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = priceAdmin(request, context);
  const slug = priceSlugParam(params.slug);
  const submission = await readSubmission(request, "uncut");
  const intent = textOf(submission, "intent");
  const current = await context.services.priceListAdmin.editable();
  const kind = current.list.pages[slug].legalFee.kind;
  const form = readPageForm(nestFields(submission.fields), kind);
  const posted = loadedVersionOf(submission);
  const answer = (shown: Omit<Shown, "formKey" | "version">, status = 200, version = posted) =>
    data<Shown>(
      { ...shown, formKey: crypto.randomUUID(), version: version ?? current.version },
      { status },
    );

  // Adding or removing a row only draws the form again; the preview follows if the rest is valid.
  if (applyRowButton(form, intent)) {
    const figures = tidyPageForm(structuredClone(form));
    const checked = await checkPriceList(
      context,
      withPage(current.list, slug, formToPage(figures)),
    );
    const preview = checked.ok ? await pricePreview(context, slug, checked.list.pages[slug]) : null;
    return answer({ form, errors: {}, preview });
  }

  tidyPageForm(form);
  const checked = await checkPriceList(context, withPage(current.list, slug, formToPage(form)));
  if (!checked.ok) {
    // A message about the page as a whole (two lines with one id) has no box to sit beside.
    const { form: whole, ...errors } = formErrorNames(
      nestedFieldErrors(checked.issues, ["pages", slug]),
    );
    return answer(
      { form, errors, formError: elsewhere(checked.issues.issues, slug) ?? whole, preview: null },
      400,
    );
  }
  const figures: PagePrices = checked.list.pages[slug];
  if (intent !== "save") {
    return answer({
      form,
      errors: {},
      preview: await pricePreview(context, slug, figures),
      status: "Preview updated. Nothing is saved until you press Save prices.",
    });
  }
  const saved = await savePriceList(context, actor, {
    before: current.list,
    list: checked.list,
    version: posted,
  });
  if (saved === "conflict") {
    return answer(
      {
        form,
        errors: {},
        formError: pricesConflict,
        preview: await pricePreview(context, slug, figures),
      },
      409,
      current.version,
    );
  }
  return redirectWithNotice(`/admin/prices/${slug}`, `Prices saved: ${headingOf(slug)}`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.heading ?? "Prices"}`) },
];

export default function EditPricePage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <EditorPage
      back={{ to: "/admin/prices", label: "Back to prices" }}
      title={`Prices: ${loaderData.heading}`}
      intro={
        <p className="mt-2 mb-6">
          {"The public page: "}
          <SiteLink to={loaderData.publicPath}>{loaderData.publicPath}</SiteLink>
        </p>
      }
    >
      {actionData?.status && (
        <p role="status" className="mb-6 rounded-md border-l-4 border-navy-900 bg-white px-4 py-3">
          {actionData.status}
        </p>
      )}
      <div className="grid gap-10 xl:grid-cols-2">
        <div key={shown.formKey}>
          <PagePriceForm
            form={shown.form}
            errors={actionData?.errors ?? {}}
            formError={actionData?.formError}
            version={actionData?.version ?? loaderData.version}
            busy={busy}
          />
        </div>
        <PricePreviewPanel preview={shown.preview} />
      </div>
    </EditorPage>
  );
}

export const ErrorBoundary = PricesErrorBoundary;

import type { AppLoadContext } from "react-router";
import { priceListProblems } from "~/content/prices/check-price-list";
import { findServicePage } from "~/content/services";
import { requireAdmin } from "~/lib/auth/require-user.server";
import { type Submission, textOf } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import {
  type PriceList,
  type PriceSlug,
  priceListSchemaForTeam,
  priceSlugs,
} from "~/shared/prices/price-list-schema";
import { z } from "~/shared/zod";
import { describePriceChanges } from "./prices-summary";

/**
 * What both price screens share: admins only (staff are refused like /admin/users), the team
 * a lead lawyer is chosen from, the whole list checked against it, and the versioned save.
 */
export function priceAdmin(request: Request, context: AppLoadContext) {
  const user = requireAdmin(request, context);
  return { id: user.id, name: user.name };
}

export interface TeamChoice {
  slug: string;
  name: string;
}

/** The members shown on the website, in the firm's order: who may lead a service. */
export async function teamChoices(context: AppLoadContext): Promise<TeamChoice[]> {
  const members = await context.services.team.listVisible();
  return members.map((m) => ({ slug: m.slug, name: m.name }));
}

/** "residential-purchase" from the address, or the 404 page. */
export function priceSlugParam(slug: string | undefined): PriceSlug {
  const found = priceSlugs.find((s) => s === slug);
  if (!found) throw notFound();
  return found;
}

/** A service page's heading for the screens ("Conveyancing"), or its path if it has none. */
export function serviceName(path: string): string {
  return findServicePage(path)?.heading ?? path;
}

/** The version the screen was opened at (hidden field), or undefined when mangled. */
export function loadedVersionOf(submission: Submission): number | undefined {
  const raw = textOf(submission, "version");
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

export const pricesConflict =
  "Someone else saved the prices since you opened this page, so nothing was saved. Your changes are still below. Save again to replace theirs with yours, or open the page again to start from theirs.";

export type CheckedList = { ok: true; list: PriceList } | { ok: false; issues: z.ZodError };

/** The whole list as it would be saved, checked as the pages and the team require. */
export async function checkPriceList(
  context: AppLoadContext,
  candidate: unknown,
): Promise<CheckedList> {
  const team = await teamChoices(context);
  const parsed = priceListSchemaForTeam(team.map((m) => m.slug)).safeParse(candidate);
  if (!parsed.success) return { ok: false, issues: parsed.error };
  // The pages' words name some lines ("{fee:residential-purchase/lender}"); a list without
  // them would leave a sentence half-filled, so the prices source would refuse it: say so now.
  const problems = priceListProblems(parsed.data);
  if (problems.length > 0) {
    return {
      ok: false,
      issues: new z.ZodError(
        problems.slice(0, 3).map((problem) => ({
          code: "custom" as const,
          path: [],
          input: undefined,
          message: `The website's words name a line this change takes away (${problem}). Keep that line, or ask for the words to be changed first.`,
        })),
      ),
    };
  }
  return { ok: true, list: parsed.data };
}

/**
 * Saves a checked list on the version the screen loaded: "saved", or "conflict" when someone
 * saved in between (nothing is written then). The audit line says what moved.
 */
export async function savePriceList(
  context: AppLoadContext,
  actor: { id: string; name: string },
  /** `version`: what the form says it loaded; a form that says nothing cannot be trusted. */
  input: { before: PriceList; list: PriceList; version: number | undefined },
): Promise<"saved" | "conflict"> {
  if (input.version === undefined) return "conflict";
  const result = await context.services.priceListAdmin.save(actor, {
    list: input.list,
    expectedVersion: input.version,
    summary: describePriceChanges(input.before, input.list),
  });
  return result.ok ? "saved" : "conflict";
}

import { and, asc, gt, isNotNull, isNull } from "drizzle-orm";
import { priceListProblems } from "~/content/prices/check-price-list";
import { seedPriceList } from "~/content/prices/seed-prices";
import { closureAnnouncedFrom } from "~/shared/firm/closure-text";
import { defaultFirmFacts, type FirmFacts, type PublicClosure } from "~/shared/firm/facts";
import { firmDetailsSchema, officeHoursSchema } from "~/shared/firm/settings-schemas";
import { type PriceList, priceListSchema } from "~/shared/prices/price-list-schema";
import type { z } from "~/shared/zod";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { bookingBlocks, type FirmSettingKey } from "../db/schema";
import type { Logger } from "../logger";
import { readFirmSetting } from "./firm/firm-settings";

/**
 * The one source of the firm's facts (name, numbers, offices, office hours, the next closure)
 * for the services and, through the root loader, every page. The facts are what admins last
 * saved in the back office (firm_settings), over the configured sample values for anything
 * never saved. One copy is kept per process until `invalidate()`: the server calls it when the
 * database announces a change (`firm_facts_changed`, ADR 032), and when the closure it shows
 * is over.
 */
export interface FirmFactsSource {
  facts(): Promise<FirmFacts>;
  /**
   * The published figures: the price list an admin last saved (firm_settings "prices"), or the
   * seed (app/content/prices/seed-prices.ts). Kept and dropped with the facts.
   */
  prices(): Promise<PriceList>;
  /** Forgets the kept copies: the next call reads the database. */
  invalidate(): void;
}

/** A source that only ever hands out these facts: unit tests, and the build's own renders. */
export function fixedFirmFacts(
  facts: FirmFacts = defaultFirmFacts,
  prices: PriceList = seedPriceList,
): FirmFactsSource {
  return { facts: async () => facts, prices: async () => prices, invalidate: () => {} };
}

/** A stored price list is used only if it is valid and fills every price token in the words. */
const usablePriceList = priceListSchema.superRefine((list, ctx) => {
  for (const problem of priceListProblems(list)) ctx.addIssue({ code: "custom", message: problem });
});

export function createFirmFactsSource(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** What applies where nothing was saved; the configured sample values by default. */
  fallback?: FirmFacts;
  /** The configured video provider's name (VIDEO_PROVIDER_NAME); the fallback's if unset. */
  videoProvider?: string;
}): FirmFactsSource {
  const fallback = deps.fallback ?? defaultFirmFacts;
  let kept: { facts: Promise<FirmFacts>; until: number } | undefined;
  let keptPrices: Promise<PriceList> | undefined;
  let generation = 0;

  /** A stored document, if it is still valid; otherwise the fallback, and the reason logged. */
  async function stored<T>(key: FirmSettingKey, schema: z.ZodType<T>, otherwise: T): Promise<T> {
    const row = await readFirmSetting(deps.db, key);
    if (!row) return otherwise;
    const parsed = schema.safeParse(row.value);
    if (parsed.success) return parsed.data;
    deps.logger.error(
      { key, issues: parsed.error.issues.slice(0, 5) },
      "stored firm setting is not valid; the configured value is used",
    );
    return otherwise;
  }

  async function nextClosure(now: Date): Promise<PublicClosure | null> {
    const [row] = await deps.db
      .select({
        startsAt: bookingBlocks.startsAt,
        endsAt: bookingBlocks.endsAt,
        reason: bookingBlocks.publicReason,
      })
      .from(bookingBlocks)
      // Only a closure of the whole firm is announced; a block on one office is staff's business.
      .where(
        and(
          isNull(bookingBlocks.pool),
          isNotNull(bookingBlocks.publicReason),
          gt(bookingBlocks.endsAt, now),
        ),
      )
      .orderBy(asc(bookingBlocks.startsAt))
      .limit(1);
    if (!row?.reason) return null;
    return {
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      reason: row.reason,
    };
  }

  async function read(): Promise<FirmFacts> {
    const {
      hours: fallbackHours,
      nextClosure: _none,
      videoProvider: fallbackProvider,
      ...fallbackDetails
    } = fallback;
    const [details, hours, closure] = await Promise.all([
      stored("details", firmDetailsSchema, fallbackDetails),
      stored("hours", officeHoursSchema, fallbackHours),
      nextClosure(deps.clock.now()),
    ]);
    const videoProvider = deps.videoProvider ?? fallbackProvider;
    return { ...details, hours, nextClosure: closure, videoProvider };
  }

  return {
    facts() {
      const now = deps.clock.now().getTime();
      if (kept && now < kept.until) return kept.facts;
      const mine = ++generation;
      const facts = read();
      kept = { facts, until: Number.POSITIVE_INFINITY };
      facts.then(
        (f) => {
          if (mine === generation && kept) kept.until = factsChangeAt(f, deps.clock.now());
        },
        () => {
          if (mine === generation) kept = undefined;
        },
      );
      return facts;
    },
    prices() {
      if (keptPrices) return keptPrices;
      const mine = generation;
      const prices = stored("prices", usablePriceList, seedPriceList);
      keptPrices = prices;
      prices.catch(() => {
        if (mine === generation && keptPrices === prices) keptPrices = undefined;
      });
      return prices;
    },
    invalidate() {
      generation++;
      kept = undefined;
      keptPrices = undefined;
    },
  };
}

/**
 * When these facts stop being true with no row changing: pages begin to announce the next
 * closure (closureAnnouncedFrom, six weeks ahead), it begins (pages word a current closure
 * differently) or it ends. Infinity when no closure is to come.
 */
export function factsChangeAt(facts: FirmFacts, now: Date): number {
  if (!facts.nextClosure) return Number.POSITIVE_INFINITY;
  const moments = [
    closureAnnouncedFrom(facts.nextClosure),
    Date.parse(facts.nextClosure.startsAt),
    Date.parse(facts.nextClosure.endsAt),
  ];
  return moments.find((at) => at > now.getTime()) ?? Date.parse(facts.nextClosure.endsAt);
}

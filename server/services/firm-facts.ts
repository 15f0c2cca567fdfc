import { defaultFirmFacts, type FirmFacts } from "~/shared/firm/facts";

/**
 * The one source of the firm's facts (name, numbers, offices, office hours) for the services
 * and, through the root loader, every page. Asynchronous because the facts will be a database
 * row that staff edit in the back office; today they are the configured values, or those a
 * test or an installation passes to createApp.
 */
export interface FirmFactsSource {
  facts(): Promise<FirmFacts>;
}

export function createFirmFactsSource(facts: FirmFacts = defaultFirmFacts): FirmFactsSource {
  return { facts: async () => facts };
}

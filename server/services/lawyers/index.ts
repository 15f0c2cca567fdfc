import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { createDaysAway } from "./days-away";
import { createLawyerSettings } from "./lawyer-settings";
import { createMyDiary } from "./my-diary";

/** The back office's lawyer screens: their settings, their days away, and staff's own diary. */
export function createLawyerServices(deps: { db: Database; clock: Clock }) {
  return {
    settings: createLawyerSettings(deps.db),
    daysAway: createDaysAway(deps),
    diary: createMyDiary(deps.db),
  };
}

export type LawyerServices = ReturnType<typeof createLawyerServices>;

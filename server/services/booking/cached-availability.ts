import type { MeetingType } from "~/shared/schemas/booking";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { FirmFactsSource } from "../firm-facts";
import { timedAvailabilityFor } from "./availability";
import { createAvailabilityCache } from "./availability-cache";

/**
 * The free slots the booking page and its API show, kept between requests until bookings or
 * rules change (server/app.ts invalidates on the database's change notifications). Booking
 * itself never reads these: it checks the database afresh.
 */
export function createCachedAvailability(db: Database, clock: Clock, firm: FirmFactsSource) {
  const cache = createAvailabilityCache();
  return {
    availability: (input: {
      type: MeetingType;
      /** Absent: any practice area. */
      practiceArea?: string;
      /** A particular lawyer's team member id; absent: anyone suitable. */
      lawyerId?: string;
      from: string;
      to: string;
      now?: Date;
    }) => {
      const query = {
        who: { type: input.type, practiceArea: input.practiceArea, lawyerId: input.lawyerId },
        from: input.from,
        to: input.to,
        now: input.now ?? clock.now(),
      };
      const key = [
        input.type,
        input.practiceArea ?? "",
        input.lawyerId ?? "",
        query.from,
        query.to,
      ];
      return cache.get(key.join(" "), query.now, () => timedAvailabilityFor(db, firm, query));
    },

    /** Something availability depends on changed in the database. */
    invalidateAvailability: () => cache.invalidate(),
  };
}

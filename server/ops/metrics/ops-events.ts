/**
 * What the services tell the metrics about as it happens. They call these and know nothing of
 * Prometheus; with metrics off (no METRICS_TOKEN) the calls go nowhere.
 */
export type ChangeSource = "client" | "staff";

export interface OpsEvents {
  bookingMade(kind: "booking" | "saturday-request"): void;
  bookingCancelled(by: ChangeSource): void;
  bookingMoved(by: ChangeSource): void;
  enquiryReceived(): void;
  mailSent(): void;
  /** "retry": will be tried again; "failed": given up, waiting for a person. */
  mailFailed(outcome: "retry" | "failed"): void;
  pageCache(cache: "release" | "shared", outcome: "hit" | "miss"): void;
}

const nothing = () => {};

export const ignoredOpsEvents: OpsEvents = {
  bookingMade: nothing,
  bookingCancelled: nothing,
  bookingMoved: nothing,
  enquiryReceived: nothing,
  mailSent: nothing,
  mailFailed: nothing,
  pageCache: nothing,
};

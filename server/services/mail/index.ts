import type { Config } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../../logger";
import { countOutboxOutcomes } from "../../ops/metrics/count-outcomes";
import { ignoredOpsEvents, type OpsEvents } from "../../ops/metrics/ops-events";
import { isBookingStillCurrent } from "../booking/reminder-guard";
import { createOutboxStore } from "./outbox";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { createMailTransport } from "./transport";

/** The outbox worker with the transport the configuration asks for (SMTP or .eml files). */
export function createMailWorker(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  events: OpsEvents = ignoredOpsEvents,
  firmName?: () => Promise<string>,
) {
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    mailDir: config.mail.dir,
    from: config.mail.from,
    firmName,
    logger,
  });
  const worker: OutboxWorker = createOutboxWorker({
    store: countOutboxOutcomes(createOutboxStore(database.db), events),
    transport,
    logger,
    isStillWanted: (guard) => isBookingStillCurrent(database.db, guard),
  });
  return {
    worker,
    transportKind: transport.kind,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

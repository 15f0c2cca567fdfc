import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";
import { redactSecretsIn } from "./http/redact-secrets";

export type { Logger };

/**
 * JSON logs. Paths that could carry personal data or secrets are removed even if a caller
 * passes a whole request or user object by mistake.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: "carrow-hale-site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "password",
        "*.password",
        "passwordHash",
        "*.passwordHash",
        "token",
        "*.token",
        "email",
        "*.email",
        "phone",
        "*.phone",
      ],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** An error as pino writes it, with any secret link in its message or stack replaced. */
function serializeError(err: Error) {
  const serialized = pino.stdSerializers.err(err);
  return {
    ...serialized,
    message: redactSecretsIn(serialized.message ?? ""),
    stack: redactSecretsIn(serialized.stack ?? ""),
  };
}

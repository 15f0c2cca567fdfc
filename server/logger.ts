import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";

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

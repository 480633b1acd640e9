import pino, { type Logger } from "pino";

export type { Logger };

/** Creates the process logger: JSON lines in production, readable lines in development when pino-pretty is installed. */
export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  return pino({
    level: options.level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
      remove: true,
    },
    transport: options.pretty ? { target: "pino-pretty", options: { singleLine: true } } : undefined,
  });
}

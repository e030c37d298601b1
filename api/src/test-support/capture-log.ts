import type { FastifyBaseLogger } from 'fastify';

export interface CapturedLog {
  log: FastifyBaseLogger;
  /** Every call as [level, bindings or message, message]. */
  lines: { level: string; fields: unknown; msg: unknown }[];
  /** Everything logged, as one string, to search for what must never be there. */
  text(): string;
}

/** A logger that keeps what it is given, for tests that check what reaches the log (and what does not). */
export function captureLog(): CapturedLog {
  const lines: CapturedLog['lines'] = [];
  const at =
    (level: string) =>
    (fields: unknown, msg?: unknown): void => {
      lines.push({ level, fields, msg });
    };
  const log = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  };
  return {
    // The fake has every method routes call; pino's full surface (streams, serializers) is not needed here.
    log: log as unknown as FastifyBaseLogger,
    lines,
    text: () => JSON.stringify(lines),
  };
}

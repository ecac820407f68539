// Structured logs: one JSON line per event on stderr (or pretty text on a TTY), with
// camera/window/timestamps as fields. Every string passes through redact().
import { redact } from './redact.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export interface LoggerOptions {
  level?: LogLevel;
  format?: 'json' | 'pretty';
  write?: (line: string) => void;
}

let defaults: Required<LoggerOptions> = {
  level: 'info',
  format: process.stderr.isTTY ? 'pretty' : 'json',
  write: (line) => process.stderr.write(line + '\n'),
};

export function configureLogging(opts: LoggerOptions): void {
  defaults = { ...defaults, ...opts };
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (value instanceof Error) return redact(value.message);
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  }
  return value;
}

export function createLogger(base: Record<string, unknown> = {}, opts: LoggerOptions = {}): Logger {
  const emit = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    const o = { ...defaults, ...opts };
    if (ORDER[level] < ORDER[o.level]) return;
    const rec = clean({ ...base, ...fields }) as Record<string, unknown>;
    const time = new Date().toISOString();
    if (o.format === 'json') {
      o.write(JSON.stringify({ time, level, msg: redact(msg), ...rec }));
    } else {
      const extra = Object.entries(rec).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
      o.write(`${time.slice(11, 23)} ${level.toUpperCase().padEnd(5)} ${redact(msg)}${extra ? ' ' + extra : ''}`);
    }
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger({ ...base, ...fields }, opts),
  };
}

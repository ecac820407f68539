// Error types grouped by fault. One place (bin/vigil.ts, later the HTTP layer) turns them
// into exit codes and responses; messages must be something a person can act on and must
// never carry secrets (see redact.ts).

export class VigilError extends Error {
  /** Process exit code the CLI uses for this fault. */
  readonly exitCode: number = 1;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Bad input from a person: config, CLI arguments, a question, a rule. */
export class UserError extends VigilError {
  override readonly exitCode = 2;
}

/** Config file failed validation; `issues` carry the path of each bad field. */
export class ConfigError extends UserError {
  constructor(message: string, readonly issues: string[] = [], options?: { cause?: unknown }) {
    super(issues.length ? `${message}\n  - ${issues.join('\n  - ')}` : message, options);
  }
}

/** A camera or media source cannot be used: unreachable, auth refused, not video, corrupt. */
export class SourceError extends VigilError {
  override readonly exitCode = 3;
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'auth' | 'not-found' | 'not-video' | 'timeout' | 'corrupt' | 'unsupported' | 'other',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Something in vigil or its platform failed (GStreamer missing, disk full). */
export class SystemError extends VigilError {
  override readonly exitCode = 4;
}

/** A step ran past its deadline. */
export class TimeoutError extends VigilError {
  override readonly exitCode = 5;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

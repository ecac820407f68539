// Loading ONNX models through onnxruntime-node. The runtime (a ~30 MB native library) is
// imported on first use so that vigil starts fast when no ONNX model is configured. CUDA is
// tried only when asked for, and falls back to the CPU with a log line: the npm package
// ships the CPU provider only (the CUDA provider libraries are a separate download that
// vigil never does), so a GPU host needs them installed beside it.
import type * as Ort from 'onnxruntime-node';
import { stat } from 'node:fs/promises';
import { SystemError, UserError } from '../../core/errors.ts';
import { createLogger } from '../../core/logger.ts';

export type OrtModule = typeof Ort;
export type ExecutionDevice = 'cpu' | 'cuda';

const log = createLogger({ component: 'onnx' });
let ortPromise: Promise<OrtModule> | undefined;

/** The onnxruntime-node module, imported once. */
export function loadOrt(): Promise<OrtModule> {
  ortPromise ??= import('onnxruntime-node').then((m) => ((m as unknown as { default?: OrtModule }).default ?? m) as OrtModule).catch((err) => {
    ortPromise = undefined;
    throw new SystemError(`onnxruntime-node cannot be loaded (install it with ONNXRUNTIME_NODE_INSTALL=skip npm ci): ${(err as Error).message}`, { cause: err });
  });
  return ortPromise;
}

export interface OpenSessionOptions {
  /** Execution device wanted; 'cuda' falls back to 'cpu' when the provider cannot load. */
  device?: ExecutionDevice;
  /** Threads for one inference on the CPU; 0 = onnxruntime's default (all cores). */
  intraOpThreads?: number;
  /** Human name for errors and logs ("OCR detector"). */
  what?: string;
}

export interface OpenSession {
  session: Ort.InferenceSession;
  ort: OrtModule;
  /** The device the session really runs on. */
  device: ExecutionDevice;
}

/** Opens a model from a file path or from its bytes. */
export async function openSession(model: string | Uint8Array, opts: OpenSessionOptions = {}): Promise<OpenSession> {
  const what = opts.what ?? (typeof model === 'string' ? model : 'ONNX model');
  if (typeof model === 'string') await assertFile(model, what);
  const ort = await loadOrt();
  const base: Ort.InferenceSession.SessionOptions = {
    graphOptimizationLevel: 'all',
    ...(opts.intraOpThreads ? { intraOpNumThreads: opts.intraOpThreads } : {}),
  };
  const create = (eps: string[]) => (typeof model === 'string'
    ? ort.InferenceSession.create(model, { ...base, executionProviders: eps })
    : ort.InferenceSession.create(model, { ...base, executionProviders: eps }));
  if (opts.device === 'cuda') {
    try {
      return { session: await create(['cuda']), ort, device: 'cuda' };
    } catch (err) {
      // onnxruntime also prints its own native error line to stderr first; it cannot be silenced per session.
      log.warn('CUDA execution provider unavailable; running on the CPU', { model: what, reason: firstLine(err) });
    }
  }
  try {
    return { session: await create(['cpu']), ort, device: 'cpu' };
  } catch (err) {
    throw new UserError(`${what} is not a loadable ONNX model: ${firstLine(err)}`, { cause: err });
  }
}

async function assertFile(path: string, what: string): Promise<void> {
  const s = await stat(path).catch(() => undefined);
  if (!s?.isFile()) throw new UserError(`${what}: model file not found: ${path}`);
}

function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0].replace(/\x1b\[[0-9;]*m/g, '').slice(0, 300);
}

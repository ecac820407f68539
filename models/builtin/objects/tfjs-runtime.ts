// TF.js for the object detector, imported on first use (~1 s) so vigil starts fast without it.
// The wasm backend's binaries ship inside @tensorflow/tfjs-backend-wasm and are read from
// node_modules; if it cannot start, the pure-JS cpu backend (several times slower) is used
// and said in a log line. Never tfjs-node: its install downloads a native binary.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as TfModule from '@tensorflow/tfjs';
import { SystemError, UserError } from '../../../core/errors.ts';
import { createLogger } from '../../../core/logger.ts';

export type Tf = typeof TfModule;
export type TfBackend = 'wasm' | 'cpu';

const log = createLogger({ component: 'tfjs' });
let ready: Promise<{ tf: Tf; backend: TfBackend }> | undefined;

/** TF.js with the wasm backend (or cpu as the logged fallback); one shared instance per process. */
export function loadTf(prefer: TfBackend = 'wasm'): Promise<{ tf: Tf; backend: TfBackend }> {
  ready ??= start(prefer).catch((err) => {
    ready = undefined;
    throw new SystemError(`TF.js cannot start: ${(err as Error).message}`, { cause: err });
  });
  return ready;
}

async function start(prefer: TfBackend): Promise<{ tf: Tf; backend: TfBackend }> {
  const tf = await import('@tensorflow/tfjs');
  if (prefer === 'wasm') {
    try {
      const wasm = await import('@tensorflow/tfjs-backend-wasm');
      const pkg = createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm/package.json');
      wasm.setWasmPaths(join(dirname(pkg), 'dist') + '/');
      if (await tf.setBackend('wasm')) {
        await tf.ready();
        return { tf, backend: 'wasm' };
      }
      log.warn('TF.js wasm backend did not start; using the slower cpu backend');
    } catch (err) {
      log.warn('TF.js wasm backend failed; using the slower cpu backend', { reason: (err as Error).message });
    }
  }
  await tf.setBackend('cpu');
  await tf.ready();
  return { tf, backend: 'cpu' };
}

interface ModelJson {
  format?: string; generatedBy?: string; convertedBy?: string;
  modelTopology: unknown; signature?: unknown; userDefinedMetadata?: Record<string, unknown>;
  weightsManifest: { paths: string[]; weights: TfModule.io.WeightsManifestEntry[] }[];
}

/** Loads a TF.js graph model (model.json + weight shards) from local files, without fetch. */
export async function loadGraphModelFile(tf: Tf, jsonPath: string): Promise<TfModule.GraphModel> {
  const text = await readFile(jsonPath, 'utf8').catch((err) => {
    throw new UserError(`object detector model not found: ${jsonPath}`, { cause: err });
  });
  const json = JSON.parse(text) as ModelJson;
  const dir = dirname(jsonPath);
  const shards = await Promise.all(json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(join(dir, p))));
  const all = Buffer.concat(shards);
  const artifacts: TfModule.io.ModelArtifacts = {
    modelTopology: json.modelTopology as TfModule.io.ModelArtifacts['modelTopology'],
    weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
    weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer,
    format: json.format, generatedBy: json.generatedBy, convertedBy: json.convertedBy ?? undefined,
    signature: json.signature as object | undefined, userDefinedMetadata: json.userDefinedMetadata as TfModule.io.ModelArtifacts['userDefinedMetadata'],
  };
  return tf.loadGraphModel({ load: async () => artifacts });
}

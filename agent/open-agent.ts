// Builds what questions are answered with from the config: the cameras (configured ones with
// their names, locations and zones, plus any camera that only has footage on disk), the
// window index with its embedder, the builtin inspector, the vision model when the
// captioner is a VLM, and the chat model when one is configured.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../core/config/index.ts';
import { resolveModels } from '../core/config/resolve-models.ts';
import type { Logger } from '../core/logger.ts';
import type { ChatModel } from '../models/index.ts';
import type { AgentContext } from './context.ts';
import type { AgentCamera } from './cameras/resolve-cameras.ts';
import { closeWordNet } from './question/wordnet.ts';

export interface OpenAgent {
  ctx: AgentContext;
  chat?: ChatModel;
  close(): Promise<void>;
}

/** Cameras from the config, then any other camera with recordings or windows on disk. */
export function knownCameras(config: Config): AgentCamera[] {
  const out: AgentCamera[] = config.cameras.map((c) => ({
    id: c.id, timezone: c.timezone, ...(c.name ? { name: c.name } : {}), ...(c.location ? { location: c.location } : {}),
  }));
  const ids = new Set(out.map((c) => c.id));
  for (const dir of ['recordings', 'windows']) {
    const root = join(config.storage.dataDir, dir);
    if (!existsSync(root)) continue;
    for (const id of readdirSync(root).sort()) {
      if (!ids.has(id)) { ids.add(id); out.push({ id, timezone: config.agent.defaultTimezone }); }
    }
  }
  return out;
}

export async function openAgent(config: Config, o: { log: Logger; offline?: boolean; signal?: AbortSignal }): Promise<OpenAgent> {
  const models = resolveModels(config);
  const { createEmbedder, createChatModel, createVisionModel } = await import('../models/index.ts');
  const { openWindowIndex } = await import('../indexer/index.ts');
  const { BuiltinInspector } = await import('./inspect/index.ts');
  const dataDir = config.storage.dataDir;
  const embedder = await createEmbedder({ models, dataDir, logger: o.log }, { verify: false });
  const index = await openWindowIndex({ backend: config.backends.index, dataDir, dimension: embedder.dimension, qdrantUrl: config.backends.qdrantUrl });
  const chat = o.offline ? undefined : await createChatModel({ models, dataDir, logger: o.log });
  const vision = o.offline ? undefined : await createVisionModel({ models, dataDir, logger: o.log });
  const ctx: AgentContext = {
    dataDir, cameras: knownCameras(config), index, embedder, inspector: new BuiltinInspector(),
    ...(vision ? { vision } : {}), log: o.log, rewindFps: config.agent.rewindFps, ...(o.signal ? { signal: o.signal } : {}),
  };
  // The question reader keeps WordNet's data files open while questions come; close them too.
  return { ctx, ...(chat ? { chat } : {}), close: async () => { closeWordNet(); await index.close(); } };
}

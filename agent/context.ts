// Everything a question is answered with: the data directory (recordings, rollups, entities),
// the window index and its embedder, the known cameras, and what can look at rewound frames
// (a vision model when one is configured; the builtin analyzers always).
import type { Logger } from '../core/logger.ts';
import type { WindowIndex } from '../indexer/index.ts';
import type { Embedder, VisionModel } from '../models/index.ts';
import type { AgentCamera } from './cameras/resolve-cameras.ts';
import type { FrameInspector } from './inspect/inspector.ts';

export type { VisionModel };

export interface AgentContext {
  dataDir: string;
  cameras: AgentCamera[];
  index: WindowIndex;
  embedder: Embedder;
  inspector: FrameInspector;
  vision?: VisionModel;
  log: Logger;
  /** Frames per second the recordings are decoded at when the agent looks again (default 4). */
  rewindFps: number;
  /** Cancels the whole question. */
  signal?: AbortSignal;
}

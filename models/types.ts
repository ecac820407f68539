// Provider-neutral model interfaces (DESIGN.md: models/). Stages depend on these, never on a
// provider: the builtin analyzers (offline default), any OpenAI-compatible server, or local
// ONNX models can stand behind each role. Output is validated before it is returned.
import type { Window } from '../core/window.ts';

// The tags schema is a domain type (it travels on the bus and is stored): it lives in core.
export { CaptionTagsSchema, type CaptionTags } from '../core/caption.ts';
import type { CaptionTags } from '../core/caption.ts';

export interface CaptionInput {
  window: Window;
  /** Keyframes of the window, oldest first. */
  keyframes: { ts: number; jpeg: Buffer }[];
  /** The camera's previous window's caption, for continuity. */
  previousCaption?: string;
  /** Known entities of this camera today ("white van", "person in red"). */
  entities?: string[];
  signal?: AbortSignal;
}

export interface Caption {
  caption: string;
  tags: CaptionTags;
  provider: string;
  model: string;
  promptVersion: string;
}

export interface Captioner {
  readonly provider: string;
  readonly model: string;
  caption(input: CaptionInput): Promise<Caption>;
  /** Counters for metrics, where the provider keeps them (remote providers do). */
  readonly usage?: Usage;
}

export interface Embedder {
  readonly provider: string;
  readonly model: string;
  readonly dimension: number;
  embedText(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
  /** Only providers with an image tower (CLIP-style) have it. */
  embedImage?(jpegs: Buffer[], signal?: AbortSignal): Promise<Float32Array[]>;
  /** Start-up check that the provider really produces `dimension`-long vectors; throws a clear error if not. */
  verify?(signal?: AbortSignal): Promise<void>;
  readonly usage?: Usage;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  toolCalls?: { id: string; name: string; arguments: string }[];
  toolCallId?: string;
}

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON schema of the arguments. */
  parameters: Record<string, unknown>;
}

export interface ChatModel {
  readonly provider: string;
  readonly model: string;
  chat(req: { messages: ChatMessage[]; tools?: ToolSpec[]; toolChoice?: 'auto' | 'required' | { name: string }; signal?: AbortSignal }): Promise<{ message: ChatMessage }>;
  readonly usage?: Usage;
}

/** Counters every provider keeps (exposed for metrics). */
export interface Usage {
  calls: number;
  errors: number;
  retries: number;
  tokensIn: number;
  tokensOut: number;
  images: number;
  seconds: number;
}

export function emptyUsage(): Usage {
  return { calls: 0, errors: 0, retries: 0, tokensIn: 0, tokensOut: 0, images: 0, seconds: 0 };
}

/** Answers a question about a few frames, each labelled with its time (a VLM). */
export interface VisionModel {
  readonly provider: string;
  readonly model: string;
  answer(question: string, frames: { ts: number; jpeg: Buffer }[], signal?: AbortSignal): Promise<string>;
}

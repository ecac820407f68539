// What the evaluator looks at: one window's facts at one stage. A window is seen while open
// (window.progress, its facts so far), when it closes (window.closed), and once captioned
// (window.captioned: objects, OCR text, caption, embedding). Same window id at every stage.
import type { Window } from '../../core/window.ts';
import type { CaptionTags, CaptionedWindow } from '../../core/caption.ts';

export type Stage = 'progress' | 'closed' | 'captioned';

export interface Observation {
  stage: Stage;
  window: Omit<Window, 'closedBy'>;
  tags?: CaptionTags;
  caption?: string;
  embedding?: number[];
}

export function fromProgress(window: Omit<Window, 'closedBy'>): Observation {
  return { stage: 'progress', window };
}

export function fromClosed(window: Window): Observation {
  return { stage: 'closed', window };
}

export function fromCaptioned(c: CaptionedWindow): Observation {
  return { stage: 'captioned', window: c.window, tags: c.tags, caption: c.caption, embedding: c.embedding };
}

/** The key under which "this rule evaluated this window" is remembered. */
export function stageKey(o: Observation): string {
  return o.stage;
}

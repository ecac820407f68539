// Shared fixtures for the OpenAI provider tests and the VLM captioner benchmark: a measured
// window and a caption answer that passes validation.
import type { Window } from '../../core/window.ts';

export function testWindow(over: Partial<Window> = {}): Window {
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);
  return {
    id: `dock:${start}`, camera: 'dock', start, end: start + 10_000, kind: 'activity',
    activity: { peak: 0.4, mean: 0.2, activeFrames: 18, frames: 20 },
    regions: [0, 0.1, 0.3, 0], grid: { cols: 2, rows: 2 },
    motion: { path: [], direction: 'left-to-right', colours: ['white', 'grey'] },
    lighting: { state: 'day', level: 0.6, events: [] },
    cut: false, keyframes: [], closedBy: 'activity-end',
    ...over,
  };
}

export const VALID_ANSWER = {
  caption: 'A white van drives left to right across the lower half of the frame.',
  objects: [{ label: 'van', count: 1, colours: ['white'], actions: ['driving'] }],
  colors: ['white'],
  text: ['DELIVERY 42'],
  motion: { amount: 'some', direction: 'left-to-right', where: ['lower half'], entering: true, leaving: false },
  light: { state: 'day', events: [] },
  events: ['a white van enters from the left', 'it drives out to the right'],
};

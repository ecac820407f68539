// Renders camera status as a fixed-width table for terminals.
import type { CameraStatus } from '../../core/types.ts';

export function formatStatusTable(rows: CameraStatus[]): string {
  const head = ['camera', 'state', 'fps', 'lag ms', 'frames', 'dropped', 'reconnects', 'last error'];
  const body = rows.map((s) => [
    s.camera, s.state, s.fps.toFixed(1), s.lagMs === null ? '-' : String(Math.round(s.lagMs)),
    String(s.framesTotal), String(s.framesDropped), String(s.reconnects), s.lastError ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}

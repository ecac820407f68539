// What the API uses of the alerts stage: its AlertsService (alerts/index.ts), plus the
// conversion of alerts to the API's shape (ISO times, keyframe URLs instead of paths).
import type { AlertsService, Alert } from '../../alerts/index.ts';
import { toIso } from '../../core/time.ts';

export type { AlertsService };

/** An alert as the API and the WebSocket show it. */
export function alertView(a: Alert, keyframeUrl: (path: string) => string | null): Record<string, unknown> {
  const iso = (ms: number | null) => (ms === null ? null : toIso(ms));
  return {
    ...a, start: iso(a.start), updated: iso(a.updated), end: iso(a.end), firedAt: iso(a.firedAt),
    recording: { from: iso(a.recording.from), to: iso(a.recording.to) },
    evidence: a.evidence.map((e) => ({ window: e.window, ts: iso(e.ts), url: keyframeUrl(e.path) })),
    acked: a.acked ? { at: iso(a.acked.at), by: a.acked.by } : null,
  };
}

// Ask: POST a question; with `Accept: text/event-stream` its steps stream as server-sent
// events as they happen (`step`), then `answer` (the result with citations) or `error`
// ({code, message}); otherwise the answer comes back as JSON. Questions run at most two at
// a time (a rewind decodes video); more get 429. A client that goes away cancels its question.
import { z } from 'zod';
import { streamSSE } from 'hono/streaming';
import { resultJson, type AgentResult, type Step } from '../../../agent/index.ts';
import { keyframeUrl } from './window-routes.ts';
import { renderError, tooMany } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import { CameraIdSchema, IsoTimeSchema } from '../schemas.ts';
import type { ApiServices } from '../services.ts';

const MAX_CONCURRENT_ASKS = 2;

export const AskBodySchema = z.strictObject({
  question: z.string().min(1).max(1000).describe('A question in plain language'),
  cameras: z.array(CameraIdSchema).max(50).optional().describe('Only these cameras (overrides camera words)'),
  from: IsoTimeSchema.optional(),
  to: IsoTimeSchema.optional(),
  now: IsoTimeSchema.optional().describe('Reference time for "yesterday", "this morning"'),
}).refine((b) => b.from === undefined || b.to === undefined || b.from < b.to, 'from must be before to');

const AnswerSchema = z.object({
  question: z.string(), answer: z.string(), from: z.string(), to: z.string(), timeText: z.string(), cameras: z.array(z.string()),
  citations: z.array(z.object({ camera: z.string(), start: z.string(), end: z.string(), keyframe: z.string().optional() })),
  confidence: z.number(), mode: z.string(), steps: z.array(z.record(z.string(), z.unknown())),
}).passthrough();

/** The result as JSON, with keyframe files as API URLs (no file-system paths leave the server). */
function answerJson(s: ApiServices, r: AgentResult): Record<string, unknown> {
  const j = resultJson(r) as { citations: { keyframe?: string }[] };
  for (const c of j.citations) {
    if (c.keyframe === undefined) continue;
    const url = keyframeUrl(s.dataDir, c.keyframe);
    if (url) c.keyframe = url;
    else delete c.keyframe;
  }
  return j;
}

export function askRoutes(s: ApiServices): RouteSpec[] {
  let running = 0;
  return [route({
    method: 'post', path: '/api/ask', tag: 'ask', role: 'viewer',
    summary: 'Ask a question about recorded footage. Accept: text/event-stream streams `step` events as they happen, then `answer` (or `error`)',
    body: AskBodySchema, response: AnswerSchema, statuses: { 429: 'Two questions are being answered already' },
    handler: async (c, { body, signal }) => {
      if (running >= MAX_CONCURRENT_ASKS) throw tooMany('two questions are being answered already; try again shortly', 5);
      running++;
      const t0 = Date.now();
      const done = (mode: string) => { running--; s.metrics.askSeconds.observe({ mode }, (Date.now() - t0) / 1000); };
      if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
        try {
          const r = await s.agent.ask(body, () => {}, signal);
          done(r.mode);
          return answerJson(s, r);
        } catch (err) {
          done('error');
          throw err;
        }
      }
      return streamSSE(c, async (stream) => {
        const controller = new AbortController();
        stream.onAbort(() => controller.abort());
        signal.addEventListener('abort', () => controller.abort(), { once: true });
        let id = 0;
        const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data), id: String(id++) });
        try {
          const r = await s.agent.ask(body, (step: Step) => void send('step', step), controller.signal);
          await send('answer', answerJson(s, r));
          done(r.mode);
        } catch (err) {
          done('error');
          await send('error', renderError(err).body.error);
        }
      });
    },
  })];
}

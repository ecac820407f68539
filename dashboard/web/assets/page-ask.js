// Ask: a question (camera and time range optional); the agent's steps are shown as they
// stream in (server-sent events), then the answer with its citations, each of which opens
// the player at the cited moment. A question can be cancelled (closing the stream cancels
// it on the server too).
import { api, errorOf, keyframeSrc, toLogin } from './api.js';
import { h, clear } from './dom.js';
import { openPlayer } from './player.js';
import { readEvents } from './sse.js';
import { browserZone, clock, dateTime, fromDatetimeLocal, localDate } from './time.js';

const CONFIDENCE = { 1: 'a guess (nothing confirmed)', 2: 'from captions or partial evidence', 3: 'confirmed on the footage' };

export async function render(view, { params }) {
  const { cameras } = await api('/api/cameras');
  const zoneOf = (id) => cameras.find((c) => c.id === id)?.timezone ?? browserZone();
  const question = h('textarea', { id: 'ask-question', rows: 2, required: true, maxLength: 1000, placeholder: 'When did the white van leave the loading dock yesterday?' });
  const camera = h('select', { id: 'ask-camera' }, h('option', { value: '' }, 'any camera'), cameras.map((c) => h('option', { value: c.id }, c.name ?? c.id)));
  const from = h('input', { id: 'ask-from', type: 'datetime-local' });
  const to = h('input', { id: 'ask-to', type: 'datetime-local' });
  const go = h('button.primary', { type: 'submit', id: 'ask-go' }, 'Ask');
  const cancel = h('button', { type: 'button', hidden: true }, 'Cancel');
  const steps = h('ol.steps-live', { id: 'ask-steps', 'aria-live': 'polite' });
  const answer = h('section.answer', { id: 'ask-answer', 'aria-live': 'polite' });
  const zoneNote = h('span.muted.small');
  const setZoneNote = () => { zoneNote.textContent = `times in ${camera.value ? zoneOf(camera.value) : browserZone()}`; };
  setZoneNote();
  camera.addEventListener('change', setZoneNote);
  let controller;
  const form = h('form.card.ask', {
    on: {
      submit: (e) => {
        e.preventDefault();
        controller?.abort();
        controller = new AbortController();
        const tz = camera.value ? zoneOf(camera.value) : browserZone();
        const body = { question: question.value.trim() };
        if (camera.value) body.cameras = [camera.value];
        const f = fromDatetimeLocal(from.value, tz), t = fromDatetimeLocal(to.value, tz);
        if (f !== undefined) body.from = new Date(f).toISOString();
        if (t !== undefined) body.to = new Date(t).toISOString();
        go.disabled = true;
        cancel.hidden = false;
        void ask(body, { steps, answer, signal: controller.signal, zoneOf }).finally(() => { go.disabled = false; cancel.hidden = true; });
      },
    },
  },
  h('label.field', {}, h('span', {}, 'Question'), question),
  h('div.row', {}, h('label.field', {}, h('span', {}, 'Camera'), camera), h('label.field', {}, h('span', {}, 'From'), from), h('label.field', {}, h('span', {}, 'To'), to)),
  h('div.actions', {}, zoneNote, cancel, go));
  cancel.addEventListener('click', () => controller?.abort());
  question.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); } });
  view.append(h('div.page-head', {}, h('h1', {}, 'Ask')), form, h('div.ask-out', {}, h('section', { 'aria-label': 'Steps' }, h('h2', {}, 'Steps'), steps), answer));
  if (params.get('q')) { question.value = params.get('q'); }
  question.focus();
  return () => controller?.abort();
}

async function ask(body, { steps, answer, signal, zoneOf }) {
  clear(steps);
  clear(answer, h('p.status', {}, 'Thinking…'));
  const t0 = performance.now();
  try {
    const r = await fetch('/api/ask', { method: 'POST', signal, credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body) });
    if (r.status === 401) { toLogin(); return; }
    if (!r.ok) throw await errorOf(r);
    await readEvents(r, (event, data) => {
      if (event === 'step') steps.append(stepItem(data));
      else if (event === 'answer') showAnswer(answer, data, zoneOf, performance.now() - t0);
      else if (event === 'error') clear(answer, h('p.error', { role: 'alert' }, `The question failed: ${data.message}`));
    });
  } catch (err) {
    if (err.name === 'AbortError') clear(answer, h('p.muted', {}, 'Cancelled.'));
    else clear(answer, h('p.error', { role: 'alert' }, `The question failed: ${err.message}`));
  }
}

function stepItem(s) {
  const args = Object.entries(s.args ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
  return h(`li.step${s.ok ? '' : '.failed'}`, {}, h('strong', {}, s.tool), h('span.muted.small', {}, ` ${Math.round(s.ms)} ms `), h('div.small.args', {}, args), h('div', {}, s.summary));
}

function showAnswer(el, a, zoneOf, ms) {
  const cites = a.citations.map((c, i) => {
    const start = Date.parse(c.start), end = Date.parse(c.end);
    const ctz = zoneOf(c.camera);
    return h('li', {}, h('button.citation', {
      type: 'button', dataset: { camera: c.camera, start: String(start) },
      on: { click: () => openPlayer({ camera: c.camera, at: start, tz: ctz, title: `[${i + 1}] ${c.camera} ${dateTime(start, ctz)}` }) },
    }, c.keyframe ? h('img.thumb', { src: keyframeSrc({ url: c.keyframe }), alt: '', width: 160, height: 90 }) : '',
    h('span', {}, `[${i + 1}] ${c.camera} · ${localDate(start, ctz)} ${clock(start, ctz)}–${clock(end, ctz)}`)));
  });
  clear(el,
    h('h2', {}, 'Answer'),
    h('p.answer-text', { id: 'answer-text' }, a.answer),
    h('p.muted.small', {}, `${/^--/.test(a.timeText) ? `${dateTime(Date.parse(a.from), zoneOf(a.cameras?.[0]))} to ${dateTime(Date.parse(a.to), zoneOf(a.cameras?.[0]))}` : a.timeText} · ${a.cameras.join(', ') || 'all cameras'} · confidence: ${CONFIDENCE[a.confidence] ?? a.confidence} · ${a.mode} · ${(ms / 1000).toFixed(1)} s`),
    a.citations.length ? [h('h3', {}, 'Citations'), h('ol.citations', { id: 'citations' }, cites)] : h('p.muted', {}, 'No citations.'));
}

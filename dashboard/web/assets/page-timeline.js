// Timeline: one camera, one local day (the camera's time zone). A day strip and a zoomed strip
// (activity, scenes after cuts, idle, gaps with no recording, alerts; cut and light marks),
// then the windows of the zoomed range with captions and thumbnails. Clicking a strip or a
// window plays the recording from that moment.
import { api, qs, keyframeSrc } from './api.js';
import { h, clear } from './dom.js';
import { onLive } from './live.js';
import { openPlayer } from './player.js';
import { renderStrip } from './activity-strip.js';
import { stripModel, segmentsFromPlaylist } from './strip-model.js';
import { clock, dayRange, duration, iso, localDate } from './time.js';
import { alertsMounted, normalizeAlert } from './page-alerts.js';

const ZOOMS = [['15 min', 900_000], ['1 h', 3_600_000], ['3 h', 10_800_000], ['day', 0]];
const MAX_LISTED = 200;

export async function render(view, { params }) {
  const { cameras } = await api('/api/cameras');
  const camSel = h('select', { id: 'tl-camera', 'aria-label': 'Camera' }, cameras.map((c) => h('option', { value: c.id }, c.name ?? c.id)));
  const date = h('input', { id: 'tl-date', type: 'date', 'aria-label': 'Day' });
  const zoom = h('select', { id: 'tl-zoom', 'aria-label': 'Zoom' }, ZOOMS.map(([n, ms]) => h('option', { value: String(ms) }, n)));
  zoom.value = '3600000';
  const prev = h('button', { type: 'button', 'aria-label': 'Earlier' }, '◀');
  const next = h('button', { type: 'button', 'aria-label': 'Later' }, '▶');
  const dayStrip = h('div', { id: 'strip-day' });
  const zoomStrip = h('div', { id: 'strip-zoom' });
  const summary = h('p.muted', { id: 'tl-summary' });
  const list = h('ol.windows', { id: 'tl-windows' });
  view.append(
    h('div.page-head', {}, h('h1', {}, 'Timeline'), h('div.controls', {}, camSel, date)),
    h('section', { 'aria-label': 'Day' }, dayStrip, legend()),
    h('section', { 'aria-label': 'Zoomed' }, h('div.controls', {}, prev, zoom, next, summary), zoomStrip),
    list);
  if (!cameras.length) { clear(list, h('p.empty', {}, 'No cameras yet.')); return; }
  if (params.get('camera') && cameras.some((c) => c.id === params.get('camera'))) camSel.value = params.get('camera');

  const cam = () => cameras.find((c) => c.id === camSel.value);
  const tz = () => cam()?.timezone ?? 'UTC';
  date.value = params.get('date') ?? localDate(Date.now(), tz());
  let day = { windows: [], segments: [], alerts: [] }, range = dayRange(date.value, tz()), focus = Number(params.get('at')) || undefined;

  const play = (t) => openPlayer({ camera: camSel.value, at: t, tz: tz() });
  async function load() {
    range = dayRange(date.value, tz());
    history.replaceState(null, '', `/timeline?${qs({ camera: camSel.value, date: date.value })}`);
    day = await fetchDay(camSel.value, range[0], range[1]);
    focus ??= day.windows.find((w) => w.kind !== 'idle')?.start ?? range[0];
    draw();
  }
  function zoomRange() {
    const z = Number(zoom.value);
    if (!z) return range;
    const start = Math.max(range[0], Math.min(range[1] - z, Math.floor((focus ?? range[0]) / z) * z));
    return [start, start + z];
  }
  function draw() {
    const [from, to] = range;
    renderStrip(dayStrip, stripModel({ ...day, from, to }), { from, to, tz: tz(), label: `${date.value} whole day`, onPick: (t) => { focus = t; drawZoom(); void play(t); } });
    drawZoom();
  }
  function drawZoom() {
    const [from, to] = zoomRange();
    renderStrip(zoomStrip, stripModel({ ...day, from, to }), { from, to, tz: tz(), label: `${clock(from, tz())} to ${clock(to, tz())}`, onPick: play });
    const shown = day.windows.filter((w) => w.end > from && w.start < to && w.kind !== 'idle');
    summary.textContent = `${clock(from, tz(), false)}–${clock(to, tz(), false)} · ${shown.length} windows with activity`;
    clear(list, shown.slice(0, MAX_LISTED).map((w) => windowItem(w, tz(), play)),
      shown.length > MAX_LISTED ? h('li.muted', {}, `${shown.length - MAX_LISTED} more: zoom in to see them`) : '',
      shown.length ? '' : h('li.empty', {}, day.windows.length ? 'Nothing happened in this range.' : 'No windows on this day.'));
  }
  const pan = (dir) => { const z = Number(zoom.value) || 0; focus = (zoomRange()[0]) + dir * z; drawZoom(); };
  prev.addEventListener('click', () => pan(-1));
  next.addEventListener('click', () => pan(1));
  zoom.addEventListener('change', drawZoom);
  camSel.addEventListener('change', () => { focus = undefined; void load(); });
  date.addEventListener('change', () => { focus = undefined; if (date.value) void load(); });
  let reload;
  const off = onLive(['window.indexed'], (e) => {
    if (e.camera !== camSel.value) return;
    clearTimeout(reload);
    reload = setTimeout(() => void load(), 2000);
  });
  await load();
  return () => { off(); clearTimeout(reload); };
}

async function fetchDay(camera, from, to) {
  const q = qs({ camera, from: iso(from), to: iso(to), limit: 5000 });
  const [w, playlist, alerts] = await Promise.all([
    api(`/api/windows?${q}`),
    fetch(`/api/cameras/${encodeURIComponent(camera)}/recordings.m3u8?${qs({ from: iso(from), to: iso(to) })}`, { credentials: 'same-origin' }).then((r) => (r.ok ? r.text() : '')),
    alertsMounted().then((on) => (on ? api(`/api/alerts?${qs({ camera, from: iso(from), to: iso(to), limit: 1000 })}`).then((r) => r.alerts.map(normalizeAlert)) : [])).catch(() => []),
  ]);
  const windows = w.windows.map((x) => ({ ...x, start: Date.parse(x.start), end: Date.parse(x.end) }));
  return { windows, segments: segmentsFromPlaylist(playlist), alerts };
}

function windowItem(w, tz, play) {
  const kf = w.keyframes.find((k) => k.url);
  const thumb = kf ? h('img.thumb', { src: keyframeSrc(kf), alt: '', loading: 'lazy', width: 160, height: 90 }) : h('div.thumb.placeholder', {}, '—');
  const btn = h('button.window', { type: 'button', dataset: { start: String(w.start) }, on: { click: () => play(w.start) } },
    thumb,
    h('span.when', {}, `${clock(w.start, tz)} · ${duration(w.end - w.start)}`, ' ', h(`span.badge.kind-${w.kind}`, {}, w.kind === 'scene' ? 'new view' : w.kind)),
    h('span.caption', {}, w.caption || '(not captioned yet)'));
  return h('li', {}, btn);
}

function legend() {
  const item = (k, text) => h('li', {}, h(`span.swatch.${k}`), text);
  return h('ul.legend', { 'aria-label': 'Legend' }, item('activity', 'activity'), item('scene', 'after a cut'), item('idle', 'idle'),
    item('gap', 'no recording'), item('alert', 'alert'), item('cut', 'cut'), item('light', 'light change'));
}

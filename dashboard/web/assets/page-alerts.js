// Alerts: the live feed (newest first; evidence thumbnails open the player, the clip plays
// inline; acknowledge; unacknowledged only by default) kept current by alert.new/update/end
// events, and the rules (new/edit, test over the last N hours, mute, delete). When this
// server runs no alerts stage, the page says so.
import { api, qs, keyframeSrc } from './api.js';
import { h, clear, toast } from './dom.js';
import { onLive } from './live.js';
import { openDialog, confirmDialog } from './dialog.js';
import { openPlayer } from './player.js';
import { openRuleEditor } from './rule-editor.js';
import { clock, dateTime, duration, iso } from './time.js';

let mounted;

const ms = (v) => (v === null || v === undefined ? v : typeof v === 'number' ? v : Date.parse(v));

/** An alert as the page uses it: times as epoch ms (the API sends ISO 8601). */
export function normalizeAlert(a) {
  return {
    ...a, start: ms(a.start), updated: ms(a.updated), end: ms(a.end), firedAt: ms(a.firedAt),
    recording: a.recording && { from: ms(a.recording.from), to: ms(a.recording.to) },
    evidence: (a.evidence ?? []).map((e) => ({ ...e, ts: ms(e.ts) })),
    acked: a.acked ? { ...a.acked, at: ms(a.acked.at) } : null,
  };
}

/** Whether this server runs an alerts stage (its routes are in the OpenAPI document). */
export async function alertsMounted() {
  mounted ??= api('/api/openapi.json').then((d) => Boolean(d.paths?.['/api/alerts/rules']), () => false);
  return mounted;
}

export async function render(view, { role }) {
  view.append(h('div.page-head', {}, h('h1', {}, 'Alerts')));
  if (!await alertsMounted()) {
    view.append(h('p.card.empty', { id: 'alerts-off' }, 'This server runs no alerts stage, so there are no rules or alerts to show.'));
    return;
  }
  document.getElementById('alert-count').hidden = true;
  document.getElementById('alert-count').textContent = '';
  const { cameras } = await api('/api/cameras');
  const zoneOf = (id) => cameras.find((c) => c.id === id)?.timezone ?? 'UTC';
  const admin = role === 'admin';
  const unackedOnly = h('input', { type: 'checkbox', id: 'unacked-only', checked: true });
  const feed = h('ol.feed', { id: 'alert-feed', 'aria-live': 'polite' });
  const rulesList = h('ul.rules', { id: 'rules' });
  const newRule = admin && h('button.primary', { type: 'button', on: { click: () => openRuleEditor({ cameras, onDone: loadRules }) } }, 'New rule');
  view.append(h('div.two', {},
    h('section', { 'aria-label': 'Alert feed' }, h('div.section-head', {}, h('h2', {}, 'Feed'), h('label.check', {}, unackedOnly, 'unacknowledged only')), feed),
    h('section', { 'aria-label': 'Rules' }, h('div.section-head', {}, h('h2', {}, 'Rules'), newRule), rulesList)));
  const alerts = new Map();

  const drawFeed = () => {
    const shown = [...alerts.values()].filter((a) => !unackedOnly.checked || !a.acked).sort((a, b) => b.start - a.start);
    clear(feed, shown.map((a) => alertItem(a, zoneOf(a.camera), ack)), shown.length ? '' : h('li.empty', {}, unackedOnly.checked ? 'No unacknowledged alerts.' : 'No alerts yet.'));
  };
  async function ack(a) {
    try {
      const r = await api(`/api/alerts/${encodeURIComponent(a.id)}/ack`, { method: 'POST' });
      alerts.set(a.id, normalizeAlert(r.alert));
      drawFeed();
    } catch (err) {
      toast(`Cannot acknowledge: ${err.message}`, 'error');
    }
  }
  async function loadFeed() {
    const r = await api(`/api/alerts?${qs({ limit: 200 })}`);
    for (const a of r.alerts) alerts.set(a.id, normalizeAlert(a));
    drawFeed();
  }
  async function loadRules() {
    const r = await api('/api/alerts/rules');
    clear(rulesList, r.rules.map((rule) => ruleItem(rule, { admin, cameras, reload: loadRules })), r.rules.length ? '' : h('li.empty', {}, 'No rules yet.'));
  }
  unackedOnly.addEventListener('change', drawFeed);
  const off = onLive(['alert.new', 'alert.update', 'alert.end'], (e) => { alerts.set(e.alert.id, normalizeAlert(e.alert)); drawFeed(); });
  await Promise.all([loadFeed(), loadRules()]);
  return off;
}

function alertItem(a, tz, ack) {
  const thumbs = (a.evidence ?? []).map((ev) => {
    const src = keyframeSrc(ev);
    return src && h('button.thumb-button', { type: 'button', 'aria-label': `Play from ${clock(ev.ts, tz)}`, on: { click: () => openPlayer({ camera: a.camera, at: ev.ts, tz }) } }, h('img.thumb', { src, alt: '', width: 160, height: 90 }));
  });
  const clipBox = h('div.clip');
  const playClip = a.recording && h('button', {
    type: 'button',
    on: { click: () => clear(clipBox, h('video', { src: `/api/cameras/${encodeURIComponent(a.camera)}/clip.mp4?${qs({ from: iso(a.recording.from), to: iso(Math.min(a.recording.to, a.recording.from + 3_600_000)) })}`, controls: true, autoplay: true, muted: true })) },
  }, 'Play clip');
  return h(`li.alert.sev-${a.severity}`, { dataset: { id: a.id, state: a.state, acked: a.acked ? 'yes' : 'no' } },
    h('div.alert-head', {}, h(`span.badge.sev-${a.severity}`, {}, a.severity), h('strong', {}, a.question), h('span.badge', {}, a.state)),
    h('p.small', {}, `${a.camera} · ${dateTime(a.start, tz)}${a.end ? ` · ${duration(a.end - a.start)}` : ' · ongoing'} · confidence ${Math.round(a.confidence * 100)} %`),
    h('p', {}, a.answer), h('div.thumbs', {}, thumbs), clipBox,
    h('div.actions', {}, playClip, a.acked ? h('span.muted.small', {}, `acknowledged by ${a.acked.by} at ${clock(a.acked.at, tz)}`) : h('button.primary.ack', { type: 'button', on: { click: () => ack(a) } }, 'Acknowledge')));
}

function ruleItem(rule, { admin, cameras, reload }) {
  const mutedUntil = ms(rule.mutedUntil);
  const muted = mutedUntil && mutedUntil > Date.now();
  const act = (label, fn, cls = '') => h(`button${cls}`, { type: 'button', on: { click: fn } }, label);
  const post = async (path, body, done) => {
    try { await api(`/api/alerts/rules/${encodeURIComponent(rule.id)}${path}`, { method: 'POST', body }); toast(done); } catch (err) { toast(err.message, 'error'); }
    await reload();
  };
  return h('li.rule.card', { dataset: { rule: rule.id } },
    h('div.alert-head', {}, h('strong', {}, rule.id), h(`span.badge.sev-${rule.severity}`, {}, rule.severity), !rule.enabled ? h('span.badge', {}, 'disabled') : '', muted ? h('span.badge', {}, `muted until ${new Date(mutedUntil).toLocaleTimeString()}`) : ''),
    h('p', {}, rule.template, ' ', h('span.muted.small', {}, Object.entries(rule.values ?? {}).map(([k, v]) => `${k}=${v}`).join(', '))),
    h('p.small.muted', {}, `${rule.cameras.join(', ')} · ${rule.zone ? `zone ${rule.zone.name ?? ''} (${rule.zone.points.length} corners)` : 'whole frame'} · cooldown ${rule.cooldownSeconds} s · min confidence ${rule.minConfidence}`),
    admin ? h('div.actions', {},
      act('Edit', () => openRuleEditor({ rule, cameras, onDone: reload })),
      act('Test', () => openTest(rule, (id) => cameras.find((c) => c.id === id)?.timezone ?? 'UTC')),
      muted ? act('Unmute', () => post('/unmute', undefined, `${rule.id} unmuted`)) : act('Mute 1 h', () => post('/mute', { until: iso(Date.now() + 3_600_000) }, `${rule.id} muted for an hour`)),
      act('Delete', async () => {
        if (!await confirmDialog(`Delete rule ${rule.id}?`, 'Its fired alerts stay in the feed.', 'Delete')) return;
        try { await api(`/api/alerts/rules/${encodeURIComponent(rule.id)}`, { method: 'DELETE' }); } catch (err) { toast(err.message, 'error'); }
        await reload();
      }, '.danger')) : '');
}

function openTest(rule, zoneOf) {
  const hours = h('input', { type: 'number', min: 1, max: 168, value: 24, id: 'test-hours' });
  const out = h('div.test-out', { 'aria-live': 'polite' });
  const form = h('form', {}, h('label.field', {}, h('span', {}, 'Test over the last N hours'), hours), h('div.actions', {}, h('button.primary', { type: 'submit' }, 'Run test')), out);
  openDialog(`Test ${rule.id}`, form);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clear(out, h('p.status', {}, 'Evaluating recorded windows…'));
    const to = Date.now(), from = to - Number(hours.value) * 3_600_000;
    try {
      const { report: r } = await api(`/api/alerts/rules/${encodeURIComponent(rule.id)}/test`, { method: 'POST', body: { from: iso(from), to: iso(to) } });
      clear(out, h('p', { id: 'test-summary' }, `${r.windows} window${r.windows === 1 ? '' : 's'} evaluated; ${r.alerts.length} alert${r.alerts.length === 1 ? '' : 's'} would have fired (${r.verifier}).`),
        h('ol.feed', { id: 'test-alerts' }, r.alerts.map((a) => h('li', {}, `${a.camera} ${dateTime(ms(a.start), zoneOf(a.camera))} · ${a.answer}`, h('div.thumbs', {}, (a.evidence ?? []).map((ev) => keyframeSrc(ev) && h('img.thumb', { src: keyframeSrc(ev), alt: '', width: 160, height: 90 })))))));
    } catch (err) {
      clear(out, h('p.error', {}, `The test failed: ${err.message}`));
    }
  });
  hours.focus();
}

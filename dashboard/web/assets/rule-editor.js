// The alert rule editor: a question template with {placeholders} and a value for each, the
// cameras it watches, a zone drawn on a snapshot, a schedule (days and local time ranges),
// cooldown, minimum confidence, severity, deliveries. Sends the alerts stage's rule shape;
// the server validates it and its message (every problem at once) is shown as is.
import { api } from './api.js';
import { h, clear } from './dom.js';
import { openDialog } from './dialog.js';
import { zoneEditor } from './zone-editor.js';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export function openRuleEditor({ rule, cameras, onDone }) {
  const r = rule ?? { id: '', template: 'is there a {object} in the {zone}?', values: { object: 'person', zone: 'yard' }, cameras: cameras[0] ? [cameras[0].id] : [], schedule: { days: DAYS, times: [{ from: '00:00', to: '24:00' }] }, minConfidence: 0.6, cooldownSeconds: 60, severity: 'warning', deliveries: [], enabled: true };
  const input = (name, attrs) => h('input', { name, ...attrs });
  const id = input('id', { value: r.id, required: true, pattern: '[a-z0-9][a-z0-9_\\-]{0,63}', disabled: Boolean(rule), autocomplete: 'off' });
  const template = input('template', { value: r.template, required: true, autocomplete: 'off' });
  const valuesBox = h('div.values');
  const drawValues = () => {
    const names = [...new Set([...template.value.matchAll(/\{([a-z][a-z0-9_]*)\}/gi)].map((m) => m[1]))];
    const old = Object.fromEntries([...valuesBox.querySelectorAll('input')].map((i) => [i.name, i.value]));
    clear(valuesBox, names.map((n) => h('label.field', {}, h('span', {}, `{${n}}`), input(n, { value: old[n] ?? r.values?.[n] ?? '', required: true }))));
  };
  template.addEventListener('input', drawValues);
  drawValues();
  const camBoxes = cameras.map((c) => h('label.check', {}, h('input', { type: 'checkbox', value: c.id, checked: r.cameras.includes(c.id) }), c.name ?? c.id));
  const zoneBox = h('div');
  let zone;
  const drawZone = () => {
    const first = camBoxes.map((l) => l.firstChild).find((b) => b.checked)?.value;
    if (!first) { clear(zoneBox, h('p.muted', {}, 'Pick a camera to draw a zone on its picture.')); zone = undefined; return; }
    zone = zoneEditor(first, zone?.points() ?? r.zone?.points ?? []);
    clear(zoneBox, zone.el);
  };
  for (const l of camBoxes) l.firstChild.addEventListener('change', drawZone);
  drawZone();
  const zoneName = input('zoneName', { value: r.zone?.name ?? '', placeholder: 'driveway' });
  const dayBoxes = DAYS.map((d) => h('label.check', {}, h('input', { type: 'checkbox', value: d, checked: (r.schedule?.days ?? DAYS).includes(d) }), d));
  const t = r.schedule?.times?.[0] ?? { from: '00:00', to: '24:00' };
  const tFrom = input('from', { value: t.from, pattern: '([01]\\d|2[0-3]):[0-5]\\d|24:00', size: 5 });
  const tTo = input('to', { value: t.to, pattern: '([01]\\d|2[0-3]):[0-5]\\d|24:00', size: 5 });
  const cooldown = input('cooldown', { type: 'number', min: 0, max: 86400, value: r.cooldownSeconds });
  const conf = input('minConfidence', { type: 'number', min: 0, max: 1, step: 0.05, value: r.minConfidence });
  const severity = h('select', { name: 'severity' }, ['info', 'warning', 'critical'].map((s) => h('option', { value: s, selected: r.severity === s }, s)));
  const hooks = h('textarea', { name: 'webhooks', rows: 2, placeholder: 'https://example.org/hook (one per line)' }, (r.deliveries ?? []).filter((d) => d.type === 'webhook').map((d) => d.url).join('\n'));
  const mqtt = h('input', { type: 'checkbox', checked: (r.deliveries ?? []).some((d) => d.type === 'mqtt') });
  const redis = h('input', { type: 'checkbox', checked: (r.deliveries ?? []).some((d) => d.type === 'redis') });
  const enabled = h('input', { type: 'checkbox', checked: r.enabled !== false });
  const error = h('pre.error', { role: 'alert' });
  const row = (label, ...c) => h('div.field', {}, h('span', {}, label), ...c);
  const form = h('form.rule-form', {},
    h('label.field', {}, h('span', {}, 'Id'), id),
    h('label.field', {}, h('span', {}, 'Question template'), template), valuesBox,
    row('Cameras', h('div.checks', {}, camBoxes)),
    row('Zone', zoneBox, h('label.field', {}, h('span', {}, 'Zone name'), zoneName)),
    row('Days', h('div.checks', {}, dayBoxes)),
    row('Between (camera time)', h('div.row', {}, tFrom, ' and ', tTo)),
    h('div.row', {}, h('label.field', {}, h('span', {}, 'Cooldown (s)'), cooldown), h('label.field', {}, h('span', {}, 'Min confidence'), conf), h('label.field', {}, h('span', {}, 'Severity'), severity)),
    row('Webhooks', hooks), h('div.checks', {}, h('label.check', {}, mqtt, 'MQTT'), h('label.check', {}, redis, 'Redis'), h('label.check', {}, enabled, 'enabled')),
    error, h('div.actions', {}, h('button.primary', { type: 'submit' }, 'Save rule')));
  const dlg = openDialog(rule ? `Edit rule ${rule.id}` : 'New alert rule', form);
  dlg.classList.add('wide');
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const points = zone?.points() ?? [];
    const body = {
      template: template.value,
      values: Object.fromEntries([...valuesBox.querySelectorAll('input')].map((i) => [i.name, i.value])),
      cameras: camBoxes.map((l) => l.firstChild).filter((b) => b.checked).map((b) => b.value),
      // No corners: the whole frame. An edited rule that had a zone is told to drop it (a PATCH without zone keeps it).
      ...(points.length ? { zone: { ...(zoneName.value ? { name: zoneName.value } : {}), points } } : rule?.zone ? { zone: null } : {}),
      schedule: { days: dayBoxes.map((l) => l.firstChild).filter((b) => b.checked).map((b) => b.value), times: [{ from: tFrom.value, to: tTo.value }] },
      cooldownSeconds: Number(cooldown.value), minConfidence: Number(conf.value), severity: severity.value,
      deliveries: [...hooks.value.split('\n').map((u) => u.trim()).filter(Boolean).map((url) => ({ type: 'webhook', url })), ...(mqtt.checked ? [{ type: 'mqtt' }] : []), ...(redis.checked ? [{ type: 'redis' }] : [])],
      enabled: enabled.checked,
    };
    error.textContent = '';
    try {
      if (rule) await api(`/api/alerts/rules/${encodeURIComponent(rule.id)}`, { method: 'PATCH', body });
      else await api('/api/alerts/rules', { method: 'POST', body: { id: id.value, ...body } });
      dlg.close();
      onDone?.();
    } catch (err) {
      error.textContent = `Not saved: ${err.message}`;
    }
  });
  (rule ? template : id).focus();
}

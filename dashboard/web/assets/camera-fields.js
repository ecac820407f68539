// Form fields shared by the add-camera wizard and the camera editor.
import { h } from './dom.js';
import { browserZone } from './time.js';

let zoneList;

/** A labelled input; returns [label, input] for a form grid. */
export function field(label, attrs) {
  const input = h(attrs.tag ?? 'input', { ...attrs, tag: undefined });
  return { row: h('label.field', {}, h('span', {}, label), input), input };
}

/** A time-zone input with every IANA zone the browser knows as suggestions. */
export function zoneField(value) {
  if (!zoneList) {
    zoneList = h('datalist', { id: 'zones' }, (Intl.supportedValuesOf?.('timeZone') ?? ['UTC']).map((z) => h('option', { value: z })));
    document.body.append(zoneList);
  }
  return field('Time zone', { name: 'timezone', list: 'zones', value: value ?? browserZone(), required: true, autocomplete: 'off' });
}

/** A camera id from its name: lowercase letters, digits, "-" (what the API accepts). */
export function slug(name) {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64) || '';
}

export function probeText(p) {
  const fps = p.fps ? `${Math.round(p.fps * 10) / 10} fps` : 'fps unknown';
  return `${p.codec.toUpperCase()} · ${p.width}×${p.height} · ${fps}`;
}

// Editing a camera added at run time: names, location words, time zone, URL and credentials
// (a blank password keeps the stored one). Only changed fields are sent; the server probes
// again when the camera would connect differently and refuses a change it cannot reach.
import { api } from './api.js';
import { h } from './dom.js';
import { openDialog } from './dialog.js';
import { field, zoneField } from './camera-fields.js';

export function openEditor(cam, { onDone }) {
  const name = field('Name', { name: 'name', type: 'text', value: cam.name ?? '' });
  const location = field('Location words', { name: 'location', type: 'text', value: cam.location ?? '' });
  const zone = zoneField(cam.timezone);
  const url = field('Stream URL (credentials masked)', { name: 'url', type: 'text', value: cam.url, spellcheck: false });
  const user = field('Username', { name: 'username', type: 'text', value: cam.username ?? '' });
  const pass = field('Password', { name: 'password', type: 'password', autocomplete: 'new-password', placeholder: cam.hasPassword ? 'unchanged' : '' });
  const error = h('p.error', { role: 'alert' });
  const save = h('button.primary', { type: 'submit' }, 'Save');
  const form = h('form', {}, name.row, location.row, zone.row, url.row, user.row, pass.row, error, h('div.actions', {}, save));
  const dlg = openDialog(`Edit ${cam.id}`, form);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const patch = {};
    if (name.input.value !== (cam.name ?? '')) patch.name = name.input.value;
    if (location.input.value !== (cam.location ?? '')) patch.location = location.input.value;
    if (zone.input.value !== cam.timezone) patch.timezone = zone.input.value;
    if (url.input.value !== cam.url) patch.url = url.input.value;
    if (user.input.value !== (cam.username ?? '')) patch.username = user.input.value;
    if (pass.input.value) patch.password = pass.input.value;
    if (!Object.keys(patch).length) { dlg.close(); return; }
    save.disabled = true;
    error.textContent = '';
    try {
      await api(`/api/cameras/${encodeURIComponent(cam.id)}`, { method: 'PATCH', body: patch });
      dlg.close();
      onDone?.();
    } catch (err) {
      error.textContent = `Not saved: ${err.message}`;
      save.disabled = false;
    }
  });
  name.input.focus();
}

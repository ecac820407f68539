// The add-camera wizard: URL and credentials -> probe (the server connects and decodes a
// frame: codec, resolution, fps and a snapshot, or the probe's error in words) -> name, id,
// time zone and location words -> save (probed again and stored by the server) -> watch the
// camera go live. Nothing is stored until Save succeeds.
import { api } from './api.js';
import { h, clear } from './dom.js';
import { openDialog } from './dialog.js';
import { onLive } from './live.js';
import { field, zoneField, slug, probeText } from './camera-fields.js';
import { pictureReady } from './picture-gate.js';

export function openWizard({ onDone }) {
  const body = h('div.wizard');
  const dlg = openDialog('Add a camera', body);
  let off;
  dlg.addEventListener('close', () => { off?.(); onDone?.(); });
  stepConnect(body, (conn, probe) => stepDetails(body, conn, probe, (cam) => { off = stepLive(body, cam, dlg); }));
}

function steps(active) {
  const names = ['Connect', 'Describe', 'Live'];
  return h('ol.steps', {}, names.map((n, i) => h('li', { 'aria-current': i === active ? 'step' : undefined }, n)));
}

function stepConnect(body, next) {
  const url = field('Stream URL', { name: 'url', type: 'text', required: true, placeholder: 'rtsp://192.168.1.20:554/stream1', autocomplete: 'off', spellcheck: false });
  const user = field('Username', { name: 'username', type: 'text', autocomplete: 'off' });
  const pass = field('Password', { name: 'password', type: 'password', autocomplete: 'new-password' });
  const status = h('p.status', { role: 'status' });
  const error = h('p.error', { role: 'alert', id: 'probe-error' });
  const probe = h('button.primary', { type: 'submit' }, 'Probe');
  const form = h('form', {
    on: {
      submit: async (e) => {
        e.preventDefault();
        const conn = { url: url.input.value.trim(), ...(user.input.value ? { username: user.input.value } : {}), ...(pass.input.value ? { password: pass.input.value } : {}) };
        error.textContent = '';
        status.textContent = 'Connecting and decoding a frame (up to 15 s)…';
        probe.disabled = true;
        try {
          const p = await api('/api/probe', { method: 'POST', body: conn });
          next(conn, p);
        } catch (err) {
          status.textContent = '';
          error.textContent = `The probe failed: ${err.message}`;
          url.input.focus();
        } finally {
          probe.disabled = false;
        }
      },
    },
  }, url.row, user.row, pass.row,
  h('p.muted.small', {}, 'The password is stored apart (0600) on the server and never shown again.'),
  status, error, h('div.actions', {}, probe));
  clear(body, steps(0), form);
  url.input.focus();
}

function stepDetails(body, conn, probe, next) {
  const name = field('Name', { name: 'name', type: 'text', required: true, placeholder: 'Loading dock', autocomplete: 'off' });
  const id = field('Id', { name: 'id', type: 'text', required: true, pattern: '[a-z0-9][a-z0-9_\\-]{0,63}', title: 'lowercase letters, digits, - or _', autocomplete: 'off' });
  const zone = zoneField();
  const location = field('Location words', { name: 'location', type: 'text', placeholder: 'dock, back yard', autocomplete: 'off' });
  let idEdited = false;
  id.input.addEventListener('input', () => { idEdited = true; });
  name.input.addEventListener('input', () => { if (!idEdited) id.input.value = slug(name.input.value); });
  const error = h('p.error', { role: 'alert' });
  const save = h('button.primary', { type: 'submit' }, 'Save');
  const form = h('form', {
    on: {
      submit: async (e) => {
        e.preventDefault();
        error.textContent = '';
        save.disabled = true;
        try {
          const body = { ...conn, id: id.input.value, name: name.input.value, timezone: zone.input.value, ...(location.input.value ? { location: location.input.value } : {}) };
          const r = await api('/api/cameras', { method: 'POST', body });
          next(r.camera);
        } catch (err) {
          error.textContent = `Not saved: ${err.message}`;
          save.disabled = false;
        }
      },
    },
  }, h('figure.probe', {},
    probe.snapshot ? h('img.snapshot', { src: probe.snapshot, alt: 'Frame decoded by the probe', width: 320, height: 180 }) : '',
    h('figcaption', { id: 'probe-info' }, probeText(probe))),
  name.row, id.row, zone.row, location.row, error, h('div.actions', {}, save));
  clear(body, steps(1), form);
  name.input.focus();
}

function stepLive(body, cam, dlg) {
  const state = h('span.badge.state-connecting', { id: 'wizard-state' }, 'connecting');
  const img = h('img.snapshot', { id: 'wizard-picture', alt: `Latest picture from ${cam.id}`, width: 320, height: 180, hidden: true });
  const done = h('button.primary', { type: 'button', on: { click: () => dlg.close() } }, 'Done');
  clear(body, steps(2), h('p', {}, `${cam.name ?? cam.id} is saved. `, state), img, h('div.actions', {}, done));
  done.focus();
  const setState = (s) => {
    state.className = `badge state-${s}`;
    state.textContent = s;
  };
  const show = (st) => {
    setState(st.state);
    if (img.hidden && pictureReady(st)) {
      img.src = `/api/cameras/${encodeURIComponent(cam.id)}/snapshot?t=${Date.now()}`;
      img.hidden = false;
    }
  };
  // Live events say when the state changes; the status says when a picture can be decoded.
  const off = onLive(['camera.state'], (e) => { if (e.camera === cam.id) setState(e.state); });
  const poll = setInterval(() => {
    if (!img.hidden) { clearInterval(poll); return; }
    api(`/api/cameras/${encodeURIComponent(cam.id)}/status`).then(show, () => {});
  }, 1000);
  if (cam.status) show(cam.status);
  return () => { off(); clearInterval(poll); };
}

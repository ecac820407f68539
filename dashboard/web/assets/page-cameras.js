// Cameras: every camera with its latest picture and health (state, fps, lag, drops,
// reconnects, last error), kept current by live events and a slow poll; add (the wizard),
// edit, disable/enable and remove cameras added at run time (config-file ones are read-only).
import { api } from './api.js';
import { h, clear, toast } from './dom.js';
import { onLive } from './live.js';
import { confirmDialog } from './dialog.js';
import { openWizard } from './camera-wizard.js';
import { openEditor } from './camera-editor.js';
import { pictureReady } from './picture-gate.js';
import { openPlayer } from './player.js';

const POLL_MS = 5000;
const SNAPSHOT_MS = 15_000;

export async function render(view, { role }) {
  const admin = role === 'admin';
  const grid = h('div.grid', { id: 'camera-grid', 'aria-live': 'polite' });
  const add = admin && h('button.primary', { type: 'button', id: 'add-camera', on: { click: () => openWizard({ onDone: refresh }) } }, 'Add camera');
  view.append(h('div.page-head', {}, h('h1', {}, 'Cameras'), add), grid);
  const cards = new Map();
  let stopped = false;

  async function refresh() {
    if (stopped) return;
    let cameras;
    try {
      ({ cameras } = await api('/api/cameras'));
    } catch (err) {
      clear(grid, h('p.error', {}, `Cannot list cameras: ${err.message}`));
      return;
    }
    for (const [id, card] of cards) if (!cameras.some((c) => c.id === id)) { card.el.remove(); cards.delete(id); }
    if (!cameras.length) {
      clear(grid, h('p.empty', {}, admin ? 'No cameras yet. Add one with the button above, or in the config file.' : 'No cameras yet.'));
      return;
    }
    grid.querySelector('.empty')?.remove();
    for (const cam of cameras) {
      let card = cards.get(cam.id);
      if (!card) { card = cameraCard(cam.id, { admin, refresh }); cards.set(cam.id, card); }
      card.update(cam);
      grid.append(card.el); // keeps the API's order
    }
  }

  const offLive = onLive(['camera.state', 'camera.added', 'camera.removed'], () => void refresh());
  const poll = setInterval(refresh, POLL_MS);
  const shots = setInterval(() => { for (const c of cards.values()) c.reloadSnapshot(); }, SNAPSHOT_MS);
  await refresh();
  return () => { stopped = true; offLive(); clearInterval(poll); clearInterval(shots); };
}

function cameraCard(id, { admin, refresh }) {
  const img = h('img.snapshot', { alt: `Latest picture from ${id}`, width: 320, height: 180 });
  const noPicture = h('div.snapshot.placeholder', { hidden: true }, 'no picture yet');
  const title = h('h2');
  const badge = h('span.badge');
  const facts = h('dl.facts');
  const error = h('p.error.small');
  const actions = h('div.actions');
  const el = h('article.card.camera', { dataset: { camera: id } }, h('div.frame', {}, img, noPicture), h('div.card-head', {}, title, badge), facts, error, actions);
  let lastState = '', cam, retries = 0, loaded = false;
  const load = () => { img.src = `/api/cameras/${encodeURIComponent(id)}/snapshot?t=${Date.now()}`; };
  img.addEventListener('error', () => {
    img.hidden = true;
    noPicture.hidden = false;
    // The newest segment may hold no frame yet: try again shortly while the camera is live.
    if (cam?.status?.state === 'live' && retries++ < 5) setTimeout(load, 2000);
  });
  img.addEventListener('load', () => { img.hidden = false; noPicture.hidden = true; retries = 0; loaded = true; });
  // A picture needs a recording: ask while the camera records (status names its segment), and
  // once for a camera that is not running (its last recording, if any).
  const reloadSnapshot = () => {
    const st = cam?.status;
    if (st ? pictureReady(st) : !img.src) load();
  };

  function update(c) {
    cam = c;
    const st = c.status;
    const state = c.shadowed ? 'shadowed' : !c.enabled ? 'disabled' : st?.state ?? 'stopped';
    clear(title, c.name ?? c.id, c.name ? h('span.muted', {}, ` ${c.id}`) : '');
    badge.className = `badge state-${state}`;
    badge.textContent = state;
    el.dataset.state = state;
    clear(facts,
      fact('fps', st ? st.fps.toFixed(1) : '–'),
      fact('lag', st?.lagMs == null ? '–' : `${(st.lagMs / 1000).toFixed(1)} s`),
      fact('dropped', st ? String(st.framesDropped) : '–'),
      fact('reconnects', st ? String(st.reconnects) : '–'),
      fact('zone', c.timezone),
      c.location ? fact('location', c.location) : '');
    error.textContent = st?.lastError ? `Last error: ${st.lastError}` : '';
    clear(actions, h('a.button', { href: `/timeline?camera=${encodeURIComponent(c.id)}` }, 'Timeline'),
      state === 'live' ? h('button', { type: 'button', on: { click: () => openPlayer({ camera: c.id, at: Date.now() - 30_000, tz: c.timezone, live: true }) } }, 'Watch live') : '',
      admin && c.origin === 'store' ? [
        h('button', { type: 'button', on: { click: () => openEditor(c, { onDone: refresh }) } }, 'Edit'),
        h('button', { type: 'button', on: { click: () => setEnabled(c, !c.enabled, refresh) } }, c.enabled ? 'Disable' : 'Enable'),
        h('button.danger', { type: 'button', on: { click: () => remove(c, refresh) } }, 'Remove'),
      ] : '',
      c.origin === 'config' ? h('span.muted.small', {}, 'from the config file') : '');
    const ready = c.enabled && pictureReady(st);
    // A camera that is not running (disabled, shadowed) shows its last recording, if any.
    if ((state !== lastState || !loaded) && (ready || (!st && !img.src))) load();
    lastState = state;
  }
  return { el, update, reloadSnapshot };
}

const fact = (k, v) => [h('dt', {}, k), h('dd', {}, v)];

async function setEnabled(c, enabled, refresh) {
  try {
    await api(`/api/cameras/${encodeURIComponent(c.id)}`, { method: 'PATCH', body: { enabled } });
    toast(`${c.id} ${enabled ? 'enabled' : 'disabled'}`);
  } catch (err) {
    toast(`Cannot ${enabled ? 'enable' : 'disable'} ${c.id}: ${err.message}`, 'error');
  }
  await refresh();
}

async function remove(c, refresh) {
  if (!await confirmDialog(`Remove ${c.id}?`, 'Its worker stops now. Its recordings stay until retention deletes them.')) return;
  try {
    await api(`/api/cameras/${encodeURIComponent(c.id)}`, { method: 'DELETE' });
    toast(`${c.id} removed`);
  } catch (err) {
    toast(`Cannot remove ${c.id}: ${err.message}`, 'error');
  }
  await refresh();
}

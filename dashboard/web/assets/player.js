// The player: a dialog that plays a camera's recording from a wall-clock moment with hls.js
// over the server's HLS playlist (MPEG-TS segments, no re-encode). The playlist starts at the
// segment holding `at`; its EXT-X-PROGRAM-DATE-TIME tells how far into it `at` lies. Shows
// the wall-clock time of the frame on screen and offers the minute as an MP4 download.
// A range that reaches into the future is a live playlist that grows (hls.js reloads it);
// `live` asks for one without an end and starts at its live edge (about a segment behind).
import { h } from './dom.js';
import { openDialog } from './dialog.js';
import { clock, dateTime, iso } from './time.js';
import { qs } from './api.js';

const PLAYLIST_MS = 30 * 60_000;
let HlsModule;

async function loadHls() {
  HlsModule ??= (await import('/assets/hls.mjs')).default;
  return HlsModule;
}

export async function openPlayer({ camera, at, tz = 'UTC', title, live = false }) {
  const video = h('video', { id: 'player-video', controls: true, muted: true, playsInline: true, preload: 'auto' });
  const when = h('span.clock', { id: 'player-clock' }, dateTime(at, tz));
  const status = h('p.status', { role: 'status' }, 'Loading…');
  const base = `/api/cameras/${encodeURIComponent(camera)}`;
  const download = h('a.button', { href: `${base}/clip.mp4?${qs({ from: iso(at), to: iso(at + 60_000) })}`, download: '' }, 'Download this minute (MP4)');
  const dlg = openDialog(title ?? (live ? `${camera}, live` : `${camera} at ${clock(at, tz)}`), h('div.player', {}, video, h('div.player-bar', {}, when, download), status));
  dlg.classList.add('wide');
  const Hls = await loadHls();
  if (!Hls.isSupported()) { status.textContent = 'This browser cannot play HLS (no Media Source Extensions).'; return dlg; }
  const hls = new Hls({ enableWorker: true, maxBufferLength: 20, xhrSetup: (xhr) => { xhr.withCredentials = true; } });
  dlg.addEventListener('close', () => hls.destroy());
  let t0;
  hls.on(Hls.Events.LEVEL_LOADED, (_e, data) => {
    if (t0 !== undefined) return;
    t0 = data.details.fragments[0]?.programDateTime ?? at;
    // Live: hls.js starts at the live edge by itself.
    if (!live) video.currentTime = Math.max(0, (at - t0) / 1000);
    void video.play().catch(() => {});
  });
  hls.on(Hls.Events.ERROR, (_e, data) => {
    if (!data.fatal) return;
    const code = data.response?.code;
    status.textContent = code === 404 ? 'No recording at that time.' : `Cannot play: ${data.details}`;
    dlg.dataset.error = status.textContent;
    hls.destroy();
  });
  video.addEventListener('timeupdate', () => {
    if (t0 === undefined) return;
    const wall = t0 + video.currentTime * 1000;
    when.textContent = dateTime(wall, tz);
    dlg.dataset.wallclock = String(Math.round(wall));
  });
  video.addEventListener('playing', () => { status.textContent = ''; });
  hls.loadSource(`${base}/recordings.m3u8?${qs(live ? { from: iso(at) } : { from: iso(at), to: iso(at + PLAYLIST_MS) })}`);
  hls.attachMedia(video);
  return dlg;
}

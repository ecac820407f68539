// Drawing a zone on a camera's snapshot: click (or press Enter at the keyboard cursor) to add
// a corner, Backspace/"Undo" removes the last, "Clear" removes all. Points are fractions of
// the frame, as the rule schema wants them ([x, y], 0..1, origin top left).
import { h } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';

export function zoneEditor(camera, initial = []) {
  let points = initial.map((p) => [...p]);
  const img = h('img', { src: `/api/cameras/${encodeURIComponent(camera)}/snapshot`, alt: `Snapshot of ${camera} to draw the zone on`, draggable: false });
  // A camera that has just gone live may have no decodable recording yet: try again shortly.
  let tries = 0;
  img.addEventListener('error', () => { if (tries++ < 5) setTimeout(() => { img.src = `/api/cameras/${encodeURIComponent(camera)}/snapshot?t=${Date.now()}`; }, 2000); });
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 1 1');
  svg.setAttribute('preserveAspectRatio', 'none');
  const poly = document.createElementNS(SVG, 'polygon');
  svg.append(poly);
  const count = h('span.muted.small');
  const surface = h('div.zone-surface', { tabindex: 0, role: 'application', 'aria-label': 'Zone: click to add corners; arrow keys move the cursor, Enter adds, Backspace removes the last' }, img, svg);
  let cursor = [0.5, 0.5];
  const draw = () => {
    poly.setAttribute('points', points.map(([x, y]) => `${x},${y}`).join(' '));
    for (const c of svg.querySelectorAll('circle')) c.remove();
    for (const [x, y] of [...points, ...(document.activeElement === surface ? [cursor] : [])]) {
      const c = document.createElementNS(SVG, 'circle');
      c.setAttribute('cx', x); c.setAttribute('cy', y); c.setAttribute('r', '0.012');
      svg.append(c);
    }
    count.textContent = points.length ? `${points.length} corners${points.length < 3 ? ' (at least 3 make a zone)' : ''}` : 'no zone: the whole frame counts';
  };
  surface.addEventListener('click', (e) => {
    const r = surface.getBoundingClientRect();
    points.push([round((e.clientX - r.left) / r.width), round((e.clientY - r.top) / r.height)]);
    draw();
  });
  surface.addEventListener('keydown', (e) => {
    const d = e.shiftKey ? 0.1 : 0.02;
    const moves = { ArrowLeft: [-d, 0], ArrowRight: [d, 0], ArrowUp: [0, -d], ArrowDown: [0, d] };
    if (moves[e.key]) cursor = [clamp(cursor[0] + moves[e.key][0]), clamp(cursor[1] + moves[e.key][1])];
    else if (e.key === 'Enter') points.push([round(cursor[0]), round(cursor[1])]);
    else if (e.key === 'Backspace') points.pop();
    else return;
    e.preventDefault();
    draw();
  });
  surface.addEventListener('focus', draw);
  surface.addEventListener('blur', draw);
  const undo = h('button', { type: 'button', on: { click: () => { points.pop(); draw(); } } }, 'Undo');
  const reset = h('button', { type: 'button', on: { click: () => { points = []; draw(); } } }, 'Clear');
  draw();
  return { el: h('div.zone-editor', {}, surface, h('div.actions', {}, count, undo, reset)), points: () => points };
}

const clamp = (v) => Math.max(0, Math.min(1, v));
const round = (v) => Math.round(clamp(v) * 1000) / 1000;

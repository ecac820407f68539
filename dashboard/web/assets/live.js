// The live-event WebSocket (/api/events, authenticated by the session cookie): one socket for
// the page, reconnecting with capped, jittered backoff; pages subscribe by event type and
// unsubscribe when they are left.
const listeners = new Set();
let socket, retry = 0, timer, stopped = false;

function connect() {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/events`;
  socket = new WebSocket(url);
  socket.addEventListener('open', () => { retry = 0; });
  socket.addEventListener('message', (m) => {
    let e;
    try { e = JSON.parse(m.data); } catch { return; }
    for (const l of listeners) if (!l.types || l.types.includes(e.type)) l.fn(e);
  });
  socket.addEventListener('close', () => {
    socket = undefined;
    if (stopped) return;
    const wait = Math.min(30_000, 500 * 2 ** retry++) * (0.5 + Math.random() / 2);
    timer = setTimeout(connect, wait);
  });
}

export function startLive() {
  stopped = false;
  if (!socket && !timer) connect();
}

export function stopLive() {
  stopped = true;
  clearTimeout(timer);
  timer = undefined;
  socket?.close();
  socket = undefined;
}

/** Calls fn for each event of the given types (all when omitted); returns the unsubscribe. */
export function onLive(types, fn) {
  const l = { types, fn };
  listeners.add(l);
  return () => listeners.delete(l);
}

// A cheap "is the camera back?" check for a camera that is down: one TCP connection and an
// RTSP OPTIONS request, no media, no worker process. Any RTSP reply (even 401) means the
// server is up again, so the supervisor can reconnect now instead of sleeping out a backoff
// that grew while the camera was away.
import { connect } from 'node:net';

export async function rtspAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  let host: string, port: number;
  try {
    const u = new URL(url.replace(/^rtsps?:/i, 'http:'));
    host = u.hostname.replace(/^\[|\]$/g, '');
    port = Number(u.port || 554);
  } catch {
    return false;
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let reply = '';
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(`OPTIONS rtsp://${host}:${port}/ RTSP/1.0\r\nCSeq: 1\r\nUser-Agent: vigil\r\n\r\n`));
    socket.on('data', (d) => {
      reply += d.toString('latin1');
      if (reply.includes('\r\n')) done(/^RTSP\/1\.0 \d{3}/.test(reply));
    });
  });
}

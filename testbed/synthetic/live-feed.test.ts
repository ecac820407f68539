// The live feed against a real UDP socket: RTP packets arrive, frames are paced near the
// scene's fps, and stop() is idempotent.
import { createSocket } from 'node:dgram';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { parseSyntheticUrl, startLiveFeed } from './index.ts';

describe('startLiveFeed', () => {
  it('sends RTP/H.264 paced against the wall clock and stops cleanly', async () => {
    const sock = createSocket('udp4');
    let packets = 0, payloadType = -1;
    sock.on('message', (m) => { packets++; payloadType = m[1] & 0x7f; });
    await new Promise<void>((r) => sock.bind(0, '127.0.0.1', () => r()));
    const feed = await startLiveFeed(parseSyntheticUrl('synthetic:street?width=160&height=90&fps=10&duration=5'), { port: sock.address().port });
    await sleep(1500);
    await feed.stop();
    await feed.stop();
    sock.close();
    expect(packets).toBeGreaterThan(10);
    expect(payloadType).toBe(96);
    // ~15 ticks in 1.5 s; rendered + repeated frames cover them without running ahead
    expect(feed.stats.frames + feed.stats.repeated).toBeGreaterThanOrEqual(12);
    expect(feed.stats.frames + feed.stats.repeated).toBeLessThanOrEqual(17);
  });
});

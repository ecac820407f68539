// Launch-description fragments that turn a camera source into a parsed elementary video
// stream (H.264/H.265, byte-stream, parameter sets before every keyframe) ready for the
// record and analysis branches. The codec comes from probing the source first: parsebin's
// own output cannot feed mpegtsmux directly (it keeps avc framing), so an explicit parser
// per codec is needed.
import { quote } from '../gst/binding.ts';
import type { CameraSource } from './camera-source.ts';
import { UserError } from '../../core/errors.ts';

export type VideoCodec = 'h264' | 'h265';

export interface RtspOptions {
  latencyMs: number;
  /** Seconds rtspsrc waits for a TCP answer before it errors. */
  timeoutSeconds: number;
}

export function codecFromCaps(capsName: string): VideoCodec | undefined {
  if (capsName === 'video/x-h264') return 'h264';
  if (capsName === 'video/x-h265') return 'h265';
  return undefined;
}

export function parserFor(codec: VideoCodec): string {
  return `${codec}parse config-interval=-1`;
}

/** Splits credentials out of an RTSP URL so they travel as properties, not in the location. */
export function rtspLocation(url: string): { location: string; user?: string; password?: string } {
  const u = new URL(url);
  const user = u.username ? decodeURIComponent(u.username) : undefined;
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.username = '';
  u.password = '';
  return { location: u.toString(), user, password };
}

export function rtspSourceElement(url: string, opts: RtspOptions): string {
  const { location, user, password } = rtspLocation(url);
  const creds = `${user ? ` user-id=${quote(user)}` : ''}${password ? ` user-pw=${quote(password)}` : ''}`;
  const tcpTimeoutUs = Math.round(opts.timeoutSeconds * 1e6);
  return `rtspsrc name=src location=${quote(location)}${creds} protocols=tcp latency=${opts.latencyMs} ` +
    `tcp-timeout=${tcpTimeoutUs} timeout=${tcpTimeoutUs} retry=3 drop-on-latency=true`;
}

/** Everything up to and including the parser, for a probed codec. */
export function elementaryStream(source: CameraSource, codec: VideoCodec, rtsp: RtspOptions): string {
  switch (source.kind) {
    case 'rtsp':
      return `${rtspSourceElement(source.url, rtsp)} ! application/x-rtp,media=video ! rtp${codec}depay ! ${parserFor(codec)}`;
    case 'file':
      return `filesrc location=${quote(source.path)} ! parsebin ! ${parserFor(codec)}`;
    case 'plugin':
      throw new UserError(`${source.scheme}: sources are opened by their plugin (see ingest/plugins/)`);
  }
}

// An HLS (RFC 8216) VOD playlist over a camera's recorded MPEG-TS segments for [from, to):
// the segments are served as they are on disk (no re-encode, no copy). Each segment carries
// EXT-X-PROGRAM-DATE-TIME, so a player (hls.js) maps playback position to wall-clock time;
// a gap between segments (camera down) is marked EXT-X-DISCONTINUITY.
import { toIso } from '../../core/time.ts';
import type { TimedSegment } from './segment-media.ts';

/** A gap larger than this between one segment's end and the next one's start is a discontinuity. */
const GAP_MS = 1000;

export function hlsPlaylist(segments: TimedSegment[], uri: (s: TimedSegment) => string): string {
  const target = Math.max(1, ...segments.map((s) => Math.ceil(s.duration)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  segments.forEach((s, i) => {
    // Every segment is its own MPEG-TS file with its own timestamps: tell the player.
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    if (i > 0 && s.start - segments[i - 1].end > GAP_MS) lines.push(`## gap of ${Math.round((s.start - segments[i - 1].end) / 1000)} s before this segment`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${toIso(s.start)}`, `#EXTINF:${s.duration.toFixed(3)},`, uri(s));
  });
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

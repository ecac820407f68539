// HLS (RFC 8216) playlists over a camera's recorded MPEG-TS segments: the segments are served
// as they are on disk (no re-encode, no copy). Each segment carries EXT-X-PROGRAM-DATE-TIME,
// so a player (hls.js) maps playback position to wall-clock time; every segment is its own
// MPEG-TS file with its own timestamps, so each boundary is an EXT-X-DISCONTINUITY.
//
// A range that ended long ago is a VOD playlist. A range that is still running (no `to`, or
// `to` in the future) is an EVENT playlist: the segments of [from, now) that are closed, and
// on each reload only lines appended (the first segment never changes, so the media sequence
// stays 0, as RFC 8216 6.2.1 asks of EVENT playlists); EXT-X-ENDLIST once the range is over
// and its last segment closed. A range that ended recently keeps the EVENT type, so a player
// that loaded it live never sees the type change under it.
import { toIso } from '../../core/time.ts';
import type { TimedSegment } from './segment-media.ts';

/** A gap larger than this between one segment's end and the next one's start is noted. */
const GAP_MS = 1000;

export interface PlaylistOptions {
  type: 'VOD' | 'EVENT';
  /** Write EXT-X-ENDLIST: no segment will be added. */
  ended: boolean;
  /** EXT-X-TARGETDURATION floor (a live playlist's must not change between reloads). */
  minTargetSeconds?: number;
}

export function hlsPlaylist(segments: TimedSegment[], uri: (s: TimedSegment) => string, o: PlaylistOptions = { type: 'VOD', ended: true }): string {
  const target = Math.max(1, o.minTargetSeconds ?? 1, ...segments.map((s) => Math.ceil(s.duration)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0', `#EXT-X-PLAYLIST-TYPE:${o.type}`];
  segments.forEach((s, i) => {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    if (i > 0 && s.start - segments[i - 1].end > GAP_MS) lines.push(`## gap of ${Math.round((s.start - segments[i - 1].end) / 1000)} s before this segment`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${toIso(s.start)}`, `#EXTINF:${s.duration.toFixed(3)},`, uri(s));
  });
  if (o.ended) lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

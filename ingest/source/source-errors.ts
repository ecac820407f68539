// Turns GStreamer bus errors into SourceErrors a person can act on. GStreamer's wording is
// matched loosely: the same fault reads differently across elements and versions.
import { SourceError, SystemError, type VigilError } from '../../core/errors.ts';
import { redact } from '../../core/redact.ts';
import type { BusMessage } from '../gst/binding.ts';

const RULES: { test: RegExp; reason: SourceError['reason']; text: string }[] = [
  { test: /unauthori[sz]ed|\b401\b|authenticat/i, reason: 'auth', text: 'the camera refused the credentials (401 Unauthorized)' },
  { test: /not found|\b404\b|no such file/i, reason: 'not-found', text: 'the stream or file was not found' },
  { test: /could not (open resource|connect)|connection refused|failed to connect|could not resolve|host is unreachable|network is unreachable/i, reason: 'unreachable', text: 'the camera is unreachable' },
  { test: /timeout|timed out|could not receive any/i, reason: 'timeout', text: 'the camera stopped answering (timeout)' },
  { test: /appears to be a text file|not a video|no video/i, reason: 'not-video', text: 'it is not a video stream' },
  { test: /could not determine type|corrupt|invalid data|malformed|no valid frames|failed to parse|broken|not-negotiated|decode error|can't typefind|stream doesn't contain enough data/i, reason: 'corrupt', text: 'the stream could not be decoded (corrupt or unsupported data)' },
];

export function classifyBusError(msg: BusMessage, where: string): VigilError {
  const raw = `${msg.message ?? ''} ${msg.debug ?? ''}`;
  if (/no space left/i.test(raw)) {
    return new SystemError(`${where}: the disk is full (no space left on device); free space or lower storage.retentionDays`);
  }
  const rule = RULES.find((r) => r.test.test(raw));
  const detail = redact((msg.message ?? 'unknown GStreamer error').trim());
  return new SourceError(`${where}: ${rule ? rule.text : 'the stream failed'} (${detail})`, rule?.reason ?? 'other');
}

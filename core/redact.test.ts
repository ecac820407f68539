// redact(): credentials in URLs, secret query parameters, bearer tokens and registered
// secrets (plain and URL-encoded) never survive into text that is printed or logged.
import { describe, it, expect } from 'vitest';
import { redact, redactUrl, registerSecret, registerUrlSecrets } from './redact.ts';

describe('redactUrl', () => {
  it('masks the password in rtsp URL credentials and keeps user and host', () => {
    expect(redactUrl('rtsp://admin:s3cret@10.0.0.5:554/stream1')).toBe('rtsp://admin:***@10.0.0.5:554/stream1');
  });

  it('masks a bare user-info token', () => {
    expect(redactUrl('rtsps://tok3n@cam.example/live')).toBe('rtsps://***@cam.example/live');
  });

  it('masks URLs inside longer text, several at once', () => {
    const out = redactUrl('a rtsp://u:p1@h1/x and rtsp://v:p2@h2/y failed');
    expect(out).toBe('a rtsp://u:***@h1/x and rtsp://v:***@h2/y failed');
  });

  it('masks ?token= and other secret parameters but keeps the rest of the query', () => {
    expect(redactUrl('http://h/api?camera=dock&token=abcdef123&fps=2')).toBe('http://h/api?camera=dock&token=***&fps=2');
    expect(redactUrl('rtsp://h/s?password=hunter2')).toBe('rtsp://h/s?password=***');
    expect(redactUrl('https://h/x?api_key=K1&x=1')).toBe('https://h/x?api_key=***&x=1');
  });

  it('masks bearer tokens', () => {
    expect(redactUrl('Authorization: Bearer eyJhbGciOi.J9abc-def')).toBe('Authorization: Bearer ***');
  });

  it('leaves text without secrets alone', () => {
    const text = 'rtsp://cam.local:554/stream1 at 2026-01-01T00:00:00Z: 15 fps';
    expect(redactUrl(text)).toBe(text);
  });
});

describe('registered secrets', () => {
  it('masks a registered secret anywhere in the text', () => {
    registerSecret('swordfish-42');
    expect(redact('login swordfish-42 rejected; retry swordfish-42')).toBe('login *** rejected; retry ***');
  });

  it('masks the URL-encoded form of a registered secret', () => {
    registerSecret('a/b c@d!');
    const encoded = encodeURIComponent('a/b c@d!');
    expect(redact(`sent password=${encoded}x`)).not.toContain(encoded);
    expect(redact(`camera said: bad ${encoded}`)).toBe('camera said: bad ***');
  });

  it('ignores secrets too short to mask safely and undefined', () => {
    registerSecret('ab');
    registerSecret(undefined);
    expect(redact('tab cab ab')).toBe('tab cab ab');
  });
});

describe('passwords with URL delimiters in them', () => {
  it('masks a raw "@" in the password whole, keeping user and host', () => {
    expect(redactUrl('rtsp://admin:Zq9@TAIL@10.0.0.5:554/Streaming/101')).toBe('rtsp://admin:***@10.0.0.5:554/Streaming/101');
    expect(redactUrl('{"url":"rtsp://admin:Zq9@TAIL@host/x","a":"b@c"}')).toBe('{"url":"rtsp://admin:***@host/x","a":"b@c"}');
    expect(redactUrl('rtsp://host/path@x')).toBe('rtsp://host/path@x');
  });

  it('masks raw ":" and "?" in the password', () => {
    expect(redactUrl('rtsp://u:a:b?c@h/x')).toBe('rtsp://u:***@h/x');
  });

  it('registers a URL password so that it is masked wherever it appears, decoded or encoded', () => {
    registerUrlSecrets('rtsp://viewer:Pa%2Fss%40w0rd@cam/x');
    expect(redact('auth failed for Pa/ss@w0rd and Pa%2Fss%40w0rd')).toBe('auth failed for *** and ***');
    registerUrlSecrets('rtsp://admin:Zq9@TAIL@host/x');
    expect(redact('rtsp stream said Zq9@TAIL')).toBe('rtsp stream said ***');
    expect(redact('user=admin pass=Zq9%40TAIL')).toBe('user=admin pass=***');
  });
});

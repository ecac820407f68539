// Secrets (camera passwords, API tokens) must never reach logs, API responses or errors.
// Everything that prints a URL or an error goes through these functions: the one redaction
// mechanism of vigil (logger, status file, CLI errors, worker messages all call redact()).

// User info runs to the LAST "@" before the path: a raw "@" in a password
// (rtsp://admin:Zq9@TAIL@host/) belongs to the password, as URL parsers read it.
const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)([^\s"'<>`/]*)@/gi;
const SECRET_PARAMS = /([?&](?:password|passwd|pwd|token|apikey|api_key|key|secret|auth)=)[^&\s#]+/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]{6,}/g;

/** rtsp://user:pass@host/x -> rtsp://user:***@host/x, and ?token=... -> ?token=*** */
export function redactUrl(text: string): string {
  return text
    .replace(URL_CREDENTIALS, (_m, scheme: string, info: string) => {
      const colon = info.indexOf(':');
      return colon < 0 ? `${scheme}***@` : `${scheme}${info.slice(0, colon)}:***@`;
    })
    .replace(SECRET_PARAMS, '$1***')
    .replace(BEARER, '$1***');
}

const knownSecrets = new Set<string>();

/** Registers a literal secret (e.g. a password given in config) so that it is masked anywhere. */
export function registerSecret(secret: string | undefined): void {
  if (!secret || secret.length < 3) return;
  knownSecrets.add(secret);
  // The same secret as it travels in URLs: percent-encoded, or decoded from there.
  knownSecrets.add(encodeURIComponent(secret));
  try { knownSecrets.add(decodeURIComponent(secret)); } catch { /* not percent-encoded */ }
}

/**
 * Registers the password in a URL's user info (everything after the first ":" up to the last
 * "@" before the host), raw and decoded, so that it is masked even where it is not printed
 * as part of the URL (a GStreamer error quoting it, a process's own logs).
 */
export function registerUrlSecrets(url: string): void {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^\s/]*)@/i.exec(url.trim());
  if (!m) return;
  const colon = m[1].indexOf(':');
  if (colon >= 0) registerSecret(m[1].slice(colon + 1));
}

export function redact(text: string): string {
  let out = redactUrl(text);
  // Longest first, so a secret that contains another is masked whole.
  for (const s of [...knownSecrets].sort((a, b) => b.length - a.length)) out = out.split(s).join('***');
  return out;
}

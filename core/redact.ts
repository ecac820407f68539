// Secrets (camera passwords, API tokens) must never reach logs, API responses or errors.
// Everything that prints a URL or an error goes through these functions.

const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)([^\s/@:]+)(?::([^\s/@]*))?@/gi;
const SECRET_PARAMS = /([?&](?:password|passwd|pwd|token|apikey|api_key|key|secret|auth)=)[^&\s#]+/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]{6,}/g;

/** rtsp://user:pass@host/x -> rtsp://user:***@host/x, and ?token=... -> ?token=*** */
export function redactUrl(text: string): string {
  return text
    .replace(URL_CREDENTIALS, (_m, scheme: string, user: string, pass: string | undefined) =>
      pass === undefined ? `${scheme}***@` : `${scheme}${user}:***@`)
    .replace(SECRET_PARAMS, '$1***')
    .replace(BEARER, '$1***');
}

const knownSecrets = new Set<string>();

/** Registers a literal secret (e.g. a password given in config) so that it is masked anywhere. */
export function registerSecret(secret: string | undefined): void {
  if (secret && secret.length >= 3) knownSecrets.add(secret);
}

export function redact(text: string): string {
  let out = redactUrl(text);
  for (const s of knownSecrets) {
    out = out.split(s).join('***');
    const encoded = encodeURIComponent(s);
    if (encoded !== s) out = out.split(encoded).join('***');
  }
  return out;
}

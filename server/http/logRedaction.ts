/**
 * What a request looks like in the log: Fastify's default fields, with secrets a URL may carry
 * masked — query parameters named like a password, code or token (SPEC's forgot-password validate
 * sends `otp` in the query) and the code in /otp/validate/{user|driver}/{phone}/{otp}.
 */
const SECRET_PARAM =
  /^(password|old_?password|new_?password|confirm_?password|otp|code|pin|token|access_?token|refresh_?token|client_?secret|secret)$/i;
const OTP_IN_PATH = /^(\/api\/otp\/validate\/[^/?]+\/[^/?]+\/)[^/?]+/;
const REDACTED = '[Redacted]';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

export function redactUrl(url: string) {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(OTP_IN_PATH, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      return SECRET_PARAM.test(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify passes its request (typed as the raw one): the fields of Fastify's default serializer. */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

export function requestSerializer(raw: LoggedRequest) {
  const req = raw as LoggedRequest & { host?: string; ip?: string };
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    version: Array.isArray(version) ? version[0] : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

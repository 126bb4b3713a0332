import { DeliveryFailure, type OutgoingMessage, type Transport } from './message';

const SMS_TIMEOUT_MS = 15_000;
/**
 * Answers that refuse this message itself (a bad number, a text the provider will not take): not tried
 * again. A refused key or account (401, 403) is the deployment's setting: tried again once it is fixed.
 */
const permanentStatus = (status: number) => [400, 404, 410, 422].includes(status);

/** SMS_PROVIDER_AUTH_HEADER: "Name: value", or a bare value meaning the Authorization header's. */
export function authHeaderOf(setting: string | undefined): Record<string, string> {
  if (!setting) return {};
  const named = /^([A-Za-z0-9-]+):\s*(.+)$/.exec(setting.trim());
  return named ? { [named[1]]: named[2] } : { authorization: setting.trim() };
}

/** The provider's request body: the template with {{to}} and {{text}} filled, JSON-escaped or form-encoded. */
export function smsRequestBody(template: string, to: string, text: string) {
  const json = template.trimStart().startsWith('{');
  const encode = (value: string) => (json ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value));
  const values: Record<string, string> = { to, text };
  return {
    contentType: json ? 'application/json' : 'application/x-www-form-urlencoded',
    body: template.replace(/\{\{(to|text)\}\}/g, (_, name: string) => encode(values[name])),
  };
}

/**
 * SMS through a provider's HTTP API, generic: a POST to SMS_PROVIDER_URL with one auth header and the
 * body template SMS_PROVIDER_BODY. A 2xx is delivered (its body is the answer kept); anything else, a
 * timeout or a refused connection is a failed attempt, tried again unless the provider refused the
 * message itself (400, 404, 410, 422).
 */
export class HttpSmsTransport implements Transport {
  constructor(
    private readonly url: string,
    private readonly authHeader: string | undefined,
    private readonly template: string,
  ) {}

  async deliver(message: OutgoingMessage): Promise<string> {
    const { contentType, body } = smsRequestBody(this.template, message.recipient, message.text);
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': contentType, ...authHeaderOf(this.authHeader) },
        body,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new DeliveryFailure(
        `${error instanceof Error ? error.message : String(error)}${cause ? `: ${cause}` : ''}`,
      );
    }
    const answer = `${response.status} ${await response.text().catch(() => '')}`.trim();
    if (!response.ok) throw new DeliveryFailure(`The provider answered ${answer}`, permanentStatus(response.status));
    return answer;
  }
}

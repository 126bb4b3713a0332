import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { testEnvironment, type ServerEnvironment } from '../../../server/environment';
import { DEMO, DEMO_PASSWORD, LOGIN_ROUTE, type DemoKey } from '../testApp';
import { databaseFromTemplate } from '../databaseTemplate';

export interface SecurityApp {
  app: FastifyInstance;
  config: ServerEnvironment;
  /** Every log line the app wrote, at trace level. */
  logLines: string[];
  login(
    who: DemoKey,
    password?: string,
  ): Promise<{ token: string; refreshToken: string; userId: number; res: LightMyRequestResponse }>;
  as(
    token: string,
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * An app like testApp's (a copy of the run's seeded template database), but logging everything
 * (trace) into memory so a test can read what would reach the log files.
 */
export async function createSecurityApp(overrides: Partial<ServerEnvironment> = {}): Promise<SecurityApp> {
  const { database, drop } = await databaseFromTemplate(inject('databaseTemplate'));
  const logLines: string[] = [];
  const config = testEnvironment({ logLevel: 'trace', ...overrides });
  const app = await buildApp({ environment: config, database, logStream: { write: (line) => logLines.push(line) } });
  await app.ready();
  return {
    app,
    config,
    logLines,
    async login(who, password = DEMO_PASSWORD) {
      const route = LOGIN_ROUTE[who];
      const res = await app.inject({
        method: 'POST',
        url: route.path,
        payload: { phoneNumber: DEMO[who].phoneNumber, password, clientSecret: route.secret, isEmail: false },
      });
      const data = res.statusCode === 200 ? res.json().data : undefined;
      return { token: data?.auth.token, refreshToken: data?.auth.refreshToken, userId: data?.user.id, res };
    },
    as: (token, method, url, payload, headers = {}) =>
      app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * A multipart body with a file part whose Content-Disposition parameters are written raw, as an
 * attacker would: `filename="../../x"` or `filename*=UTF-8''evil%00.pdf`.
 */
export function rawMultipart(
  fields: Record<string, string | number>,
  file: { disposition: string; contentType: string; content: Buffer; field?: string },
) {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ${file.disposition}\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
  );
  chunks.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

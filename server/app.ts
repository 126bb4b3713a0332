import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { operationIdOf } from './http/docs';
import type { ServerEnvironment } from './environment';
import type { RouteEntry } from './context';
import { openDatabase, type Database } from './db/client';
import { createTokenService } from './auth/tokens';
import { resolveJwtSecret } from './auth/secrets';
import type { OtpSender } from './auth/otpSender';
import type { MailSender } from './mail/mailSender';
import { startOutbox } from './outbox/startOutbox';
import { UnsubscribeTokens } from './outbox/unsubscribeTokens';
import { authGuard } from './auth/guard';
import { registerAreas } from './areas';
import { frameworkErrorReply, installErrorHandler } from './http/errorHandler';
import { validatorCompiler } from './http/validate';
import { registerPortal } from './static';
import { checkDeclaredAnswers } from './http/answerCheck';
import { checkDeclaredHistory } from './history/routeHistory';
import { installCors } from './http/cors';
import { configuredServices, contentSecurityDirectives, docsPolicy } from './http/contentSecurity';
import { idempotency } from './http/idempotency';
import { requestSerializer } from './http/logRedaction';
import { createLimits, databaseRateLimitStore } from './limits/limits';
import { limitConcurrentUploads } from './files/uploadSlots';
import { lazySerializers } from './http/lazySerializers';

export interface BuildOptions {
  environment: ServerEnvironment;
  /** An open database; when omitted one is opened from the environment's settings and closed with the app. */
  database?: Database;
  /**
   * Where codes and e-mails go while no SMTP server or SMS provider is configured: by default the
   * development senders (the log, and OTP_OUTBOX_FILE / MAIL_OUTBOX_FILE when set); the API tests' own.
   */
  otpSender?: OtpSender;
  mailSender?: MailSender;
  /** Where the log lines go instead of stdout (the log-leak test reads them). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  environment,
  database,
  otpSender,
  mailSender,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: environment.logLevel,
      redact: ['req.headers.authorization', 'req.body.password'],
      serializers: { req: requestSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: environment.bodyLimitBytes,
    // A stalled client (an upload that stops sending) is cut off instead of holding its socket and memory.
    connectionTimeout: environment.connectionTimeoutMs,
    requestTimeout: environment.requestTimeoutMs,
    // Node looks for requests past requestTimeout only every connectionsCheckingInterval (30 s by
    // default), and never while headersTimeout (60 s by default) is the longer of the two: a quarter of
    // the timeout, and headers due within it, so a trickling upload is cut off within 125% of it.
    http: {
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, environment.requestTimeoutMs / 4 || 30_000)),
      headersTimeout: Math.min(60_000, environment.requestTimeoutMs || 60_000),
    },
    frameworkErrors: frameworkErrorReply,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  const db =
    database ??
    (await openDatabase({
      databaseUrl: environment.databaseUrl,
      dataDir: environment.dataDir,
      pgliteSharedBuffers: environment.pgliteSharedBuffers,
    }));
  if (!database) app.addHook('onClose', () => db.close());

  const jwtSecret = await resolveJwtSecret(db.db, environment.jwtSecret);
  const limits = createLimits(db.db, environment);
  const unsubscribeTokens = new UnsubscribeTokens(jwtSecret);
  const outbox = await startOutbox(app, db, environment, { codes: otpSender, mail: mailSender }, unsubscribeTokens);
  app.decorate('ctx', {
    environment,
    database: db,
    tokens: createTokenService(jwtSecret, environment.accessTokenTtl),
    outbox,
    unsubscribeTokens,
    limits,
  });
  // Spent counters and lockouts are dropped now and then; a failed sweep only leaves rows for the next one.
  const sweeper = setInterval(
    () => limits.sweep().catch((error) => app.log.warn({ err: error }, 'limit sweep failed')),
    10 * 60_000,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Every route as registered: the access-matrix test walks it, so new routes are covered as they come.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          public: Boolean(route.config?.public),
          optionalAuth: Boolean(route.config?.optionalAuth),
          limited: Boolean(route.config?.rateLimit),
          answers: (route.schema?.response ?? {}) as Record<string, unknown>,
          history: Boolean(route.config?.history),
          access: route.config?.access,
        });
      }
    }
  });

  // Route schemas document the src/domain yup schemas they were made from, which check the input (http/validate.ts).
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);

  installCors(app, environment.corsOrigins);
  // X-Frame-Options says what frame-ancestors 'none' says, for browsers that only know the older header.
  // HSTS and upgrade-insecure-requests only where the portal is served over HTTPS: on a plain-HTTP LAN
  // address they would make browsers refuse the site or rewrite its requests to a port nobody answers.
  // Helmet's middleware built once: @fastify/helmet built it anew for every request (a tenth of a list's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: contentSecurityDirectives(configuredServices(environment), environment.httpsOnly),
    },
    hsts: environment.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(rateLimit, { global: false, hook: 'preValidation', store: databaseRateLimitStore(db.db) });
  // Files are read by each upload route with its own size limit (server/files/upload.ts).
  await app.register(multipart, { limits: { files: 3, fields: 20, fieldSize: 10_000 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Freight marketplace API',
        version: '1.0.0',
        description:
          'Reference implementation of SPEC §7. Every answer is { data }; errors are { message, error, statusCode }.',
      },
      servers: [{ url: '/', description: 'This API, where the document is served' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url, route }) => ({
      schema: { ...schema, operationId: operationIdOf(String([route.method].flat()[0]), url) } as typeof schema,
      url,
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
    transformStaticCSP: docsPolicy(environment.httpsOnly),
  });

  await app.register(authGuard);
  await app.register(idempotency);
  limitConcurrentUploads(app, environment.uploadsPerUser);
  if (environment.checkAnswers) {
    checkDeclaredAnswers(app);
    checkDeclaredHistory(app);
  }
  // API answers hold tokens, generated passwords, bank accounts: no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(registerAreas, { prefix: '/api' });
  await registerPortal(app, environment.distDir);
  return app;
}

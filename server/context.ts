import type { ServerEnvironment } from './environment';
import type { Database } from './db/client';
import type { TokenService } from './auth/tokens';
import type { OutboxSender } from './outbox/sender';
import type { UnsubscribeTokens } from './outbox/unsubscribeTokens';
import type { Limits } from './limits/limits';
import type { RouteAccess } from './auth/routeAccess';

/** What every route plugin needs, decorated onto the Fastify instance as `app.ctx`. */
export interface AppContext {
  environment: ServerEnvironment;
  database: Database;
  tokens: TokenService;
  /** This process's sender loop (server/outbox/): messages are queued in transactions, it sends them. */
  outbox: OutboxSender;
  unsubscribeTokens: UnsubscribeTokens;
  limits: Limits;
}

export interface AuthUser {
  id: number;
  userType: number;
  companyId: number | null;
  roleId: number | null;
  permissions: string[];
  sessionId: string;
}

/** A registered route, as the access-matrix test enumerates them. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  optionalAuth: boolean;
  /** Under the auth routes' limits (sign-in, codes, passwords and PINs). */
  limited: boolean;
  /** The answers the route declares, by status ('200', '201', '4xx', '5xx'): its schema's `response`. */
  answers: Record<string, unknown>;
  /** It declares that its writes append history entries (config `history`: server/history/routeHistory.ts). */
  history: boolean;
  /** Who may call it once signed in (config `access`: server/auth/routeAccess.ts); none for a public route. */
  access?: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, refresh, OTP, health, docs). Every other /api route needs one. */
    public?: boolean;
    /** Reachable without a token, but a token that is sent is checked and sets request.auth. */
    optionalAuth?: boolean;
    /** Also takes the access token as `?access_token=` (the change feed, which the browser's EventSource opens). */
    tokenInQuery?: boolean;
    /** Takes a file: one of the caller's few concurrent upload slots (server/files/uploadSlots.ts). */
    upload?: boolean;
  }
}

import { SignJWT, jwtVerify, errors } from 'jose';

const ISSUER = 'freight-api';
const AUDIENCE = 'freight-portal';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id */
  sid: string;
  userType: number;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or undefined for a token that is malformed, forged, expired or unsigned. */
  verifyAccess(token: string): Promise<AccessClaims | undefined>;
  accessTtl: number;
}

export function createTokenService(secret: string, accessTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    accessTtl: accessTtlSeconds,
    signAccess: ({ sub, sid, userType }) =>
      new SignJWT({ sid, userType })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        // Every token signed here expires: one without `exp` was not made by signAccess, whatever its signature.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.userType !== 'number') {
          return undefined;
        }
        return { sub: payload.sub, sid: payload.sid, userType: payload.userType };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
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
  /** Encrypts a secret for storage (AES-256-GCM under a key derived from the signing secret). */
  seal(plain: string): string;
  /** The sealed secret, or undefined when it was not sealed with this key or was altered. */
  unseal(sealed: string): string | undefined;
}

export function createTokenService(secret: string, accessTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const sealKey = createHash('sha256').update(`${secret}:sealed-secrets`).digest();
  return {
    accessTtl: accessTtlSeconds,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    unseal(sealed) {
      try {
        const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
        const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
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
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp'],
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.userType !== 'number'
        ) {
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

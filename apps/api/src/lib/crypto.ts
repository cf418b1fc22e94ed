import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (256 bits) for sessions and email links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256; they carry full entropy, so no salt is needed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

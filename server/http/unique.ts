import { conflict } from './errors';

/** PostgreSQL's unique_violation (23505), as pg or PGlite report it, wrapped by drizzle or not. */
export const isUniqueViolation = (error: unknown) =>
  [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('23505');

/** Runs a write; a duplicate of a unique column answers 409 with `message` instead of a 500. */
export async function unlessDuplicate<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { LOCALE_CODES, type LocaleCode } from '#domain/locales';
import type { Conn } from '../db/query';
import { users } from '../db/schema';

const asLocale = (value: string | undefined): LocaleCode | undefined => LOCALE_CODES.find((code) => code === value);

/**
 * The language to write to a phone or an address in: the locale of the user it belongs to (for a
 * company's address, a user of that company), else the deployment's language. An invoice or
 * notification address is often a shared mailbox no user signs in with: it gets the deployment's.
 */
export async function languageOf(
  conn: Conn,
  to: { phone?: string; email?: string; companyId?: number },
  fallback: LocaleCode,
): Promise<LocaleCode> {
  const who = to.email
    ? eq(sql`lower(${users.email})`, to.email.trim().toLowerCase())
    : eq(users.phoneNumber, to.phone ?? '');
  const [user] = await conn
    .select({ locale: users.locale })
    .from(users)
    .where(
      and(who, isNull(users.deletedAt), to.companyId === undefined ? undefined : eq(users.companyId, to.companyId)),
    )
    .limit(1);
  return asLocale(user?.locale) ?? fallback;
}

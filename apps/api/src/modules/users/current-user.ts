import type { CurrentUser, Persona, PersonaType } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { billingProfile } from '../billing/account.service.ts';
import type { UserRow } from './users.repo.ts';

export const personaOf = (row: UserRow): Persona | null =>
  row.personaType ? { type: row.personaType as PersonaType, other: row.personaOther } : null;

/** The signed-in user as every auth and profile answer returns it: account, plan and balances. */
/** `viewedBy`: the admin's email while an admin views the app as this user. */
export async function currentUser(
  ctx: Pick<AppContext, 'database' | 'clock'>,
  row: UserRow,
  viewedBy: string | null = null,
): Promise<CurrentUser> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    persona: personaOf(row),
    affiliateCode: row.affiliateCode,
    createdAt: row.createdAt.toISOString(),
    viewedBy,
    ...(await billingProfile(ctx, row.id)),
  };
}

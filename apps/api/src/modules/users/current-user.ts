import type { CurrentUser, PersonaType } from '@pasarlens/contracts';
import type { UserRow } from './users.repo.ts';

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    persona: row.personaType ? { type: row.personaType as PersonaType, other: row.personaOther } : null,
    affiliateCode: row.affiliateCode,
    createdAt: row.createdAt.toISOString(),
  };
}

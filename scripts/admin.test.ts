import { openDatabase } from '@pasarlens/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usersRepo } from '../apps/api/src/modules/users/users.repo.ts';
import { runAdminCommand } from './admin.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pasarlens-admin-'));
const env = { DATA_DIR: dataDir };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('grants and revokes the admin role by email', async () => {
    const database = await openDatabase({ dataDir });
    await usersRepo(database.db).insert({ name: 'Sari', email: 'sari@toko.id', phone: '+6281200000001', passwordHash: 'x' });
    await database.close();

    expect(await runAdminCommand(['grant', 'sari@toko.id'], env)).toBe('sari@toko.id is now an admin');
    const reopened = await openDatabase({ dataDir });
    expect((await usersRepo(reopened.db).findByEmail('sari@toko.id'))!.role).toBe('admin');
    await reopened.close();

    expect(await runAdminCommand(['revoke', 'sari@toko.id'], env)).toBe('sari@toko.id is now a regular user');
  });

  it('makes a user an affiliate whose code gives a discount', async () => {
    expect(await runAdminCommand(['affiliate', 'sari@toko.id', 'sari-hemat', '15', '25'], env)).toBe('sari@toko.id is an affiliate with code SARI-HEMAT: 15% discount, 25% commission');
    const database = await openDatabase({ dataDir });
    expect(await database.query('select code, discount_percent, commission_percent, is_active from affiliates')).toEqual([
      { code: 'SARI-HEMAT', discount_percent: 15, commission_percent: 25, is_active: true },
    ]);
    await database.close();
    await expect(runAdminCommand(['affiliate', 'sari@toko.id', 'x'], env)).rejects.toThrow('CODE must be 3 to 32');
    await expect(runAdminCommand(['affiliate', 'sari@toko.id', 'HEMAT', '95'], env)).rejects.toThrow('DISCOUNT must be a whole percent');
    await expect(runAdminCommand(['affiliate', 'ghost@toko.id', 'HEMAT'], env)).rejects.toThrow('No account with email ghost@toko.id');
  });

  it('explains its usage and unknown accounts', async () => {
    await expect(runAdminCommand(['promote', 'x'], env)).rejects.toThrow(/Usage: npm run admin -- grant EMAIL/);
    await expect(runAdminCommand(['grant', 'ghost@toko.id'], env)).rejects.toThrow('No account with email ghost@toko.id');
  });
});

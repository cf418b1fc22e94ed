import { openDatabase } from '@pasarlens/db';
import { createTestDatabase } from '@pasarlens/db/testing';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usersRepo } from '../apps/api/src/modules/users/users.repo.ts';
import { adminCommand, runAdminCommand } from './admin.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pasarlens-admin-'));
const env = { DATA_DIR: dataDir };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('grants and revokes the admin role by email', async () => {
    const database = await openDatabase({ dataDir });
    await usersRepo(database.db).insert({
      name: 'Sari',
      email: 'sari@toko.id',
      phone: '+6281200000001',
      passwordHash: 'x',
    });
    await database.close();

    expect(await runAdminCommand(['grant', 'sari@toko.id'], env)).toBe('sari@toko.id is now an admin');
    const reopened = await openDatabase({ dataDir });
    expect((await usersRepo(reopened.db).findByEmail('sari@toko.id'))!.role).toBe('admin');
    await reopened.close();

    expect(await runAdminCommand(['revoke', 'sari@toko.id'], env)).toBe('sari@toko.id is now a regular user');
  });

  // Each open of the data directory starts the embedded database afresh (about 1.5 s): the
  // commands below run on a test database, as `runAdminCommand` runs them once it is open.
  it('makes a user an affiliate whose code gives a discount', async () => {
    const database = await createTestDatabase();
    try {
      await usersRepo(database.db).insert({
        name: 'Sari',
        email: 'sari@toko.id',
        phone: '+6281200000001',
        passwordHash: 'x',
      });
      expect(await adminCommand(database, ['affiliate', 'sari@toko.id', 'sari-hemat', '15', '25'])).toBe(
        'sari@toko.id is an affiliate with code SARI-HEMAT: 15% discount, 25% commission',
      );
      expect(
        await database.query('select code, discount_percent, commission_percent, is_active from affiliates'),
      ).toEqual([{ code: 'SARI-HEMAT', discount_percent: 15, commission_percent: 25, is_active: true }]);
      await expect(adminCommand(database, ['affiliate', 'sari@toko.id', 'x'])).rejects.toThrow('CODE must be 3 to 32');
      await expect(adminCommand(database, ['affiliate', 'sari@toko.id', 'HEMAT', '95'])).rejects.toThrow(
        'DISCOUNT must be a whole percent',
      );
      await expect(adminCommand(database, ['affiliate', 'ghost@toko.id', 'HEMAT'])).rejects.toThrow(
        'No account with email ghost@toko.id',
      );
      await expect(adminCommand(database, ['grant', 'ghost@toko.id'])).rejects.toThrow(
        'No account with email ghost@toko.id',
      );
    } finally {
      await database.close();
    }
  });

  it('explains its usage before opening the database', async () => {
    await expect(runAdminCommand(['promote', 'x'], { DATA_DIR: join(dataDir, 'never-opened') })).rejects.toThrow(
      /Usage: npm run admin -- grant EMAIL/,
    );
    await expect(runAdminCommand(['grant'], { DATA_DIR: join(dataDir, 'never-opened') })).rejects.toThrow(/Usage/);
    expect(existsSync(join(dataDir, 'never-opened'))).toBe(false);
  });
});

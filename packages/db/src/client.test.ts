import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, NamedStatement } from './client.ts';
import { createTestDatabase } from './testing.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `create table items (id int8 primary key, day date, at timestamptz, tags text[], meta jsonb, note text)`,
  );
});

afterAll(() => database.close());

const FIND: NamedStatement = {
  name: 'test_find_item',
  text: 'select id, day, at, tags, meta, note from items where id = $1',
};
const ADD: NamedStatement = {
  name: 'test_add_item',
  text: 'insert into items (id, day, at, tags, meta) values ($1, $2, $3, $4, $5::jsonb) returning id',
};

describe('named statements', () => {
  it('answer as the same text does, with the same parsed types, run after run', async () => {
    const at = new Date('2026-11-24T03:00:00Z');
    await database.query(ADD, [1, '2026-11-24', at, ['a', 'b'], JSON.stringify({ k: 1 })]);
    await database.query(ADD, [2, null, null, null, null]);
    for (const id of [1, 2, 1, 3]) {
      expect(await database.query(FIND, [id])).toEqual(await database.query(FIND.text, [id]));
    }
    expect(await database.query(FIND, [1])).toEqual([
      { id: 1, day: '2026-11-24', at, tags: ['a', 'b'], meta: { k: 1 }, note: null },
    ]);
  });

  it('throw the database error (a unique violation names its constraint) and run again after it', async () => {
    await database.query(ADD, [10, null, null, null, null]);
    await expect(database.query(ADD, [10, null, null, null, null])).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_pkey',
    });
    expect(await database.query(ADD, [11, null, null, null, null])).toEqual([{ id: 11 }]);
  });

  it('are prepared once when first run by several calls at once', async () => {
    const fresh: NamedStatement = {
      name: 'test_count_items',
      text: 'select count(*)::int as n from items where id > $1',
    };
    const answers = await Promise.all([0, 0, 0].map((after) => database.query<{ n: number }>(fresh, [after])));
    expect(new Set(answers.map(([row]) => row!.n)).size).toBe(1);
  });

  it('run inside a transaction, seeing its writes', async () => {
    const seen = await database.transaction(async (sql) => {
      await sql.query(ADD, [20, null, null, null, null]);
      return sql.query(FIND, [20]);
    });
    expect(seen).toHaveLength(1);
  });
});

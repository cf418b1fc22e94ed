import type { Database, SqlRunner } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { accessAt } from './access.service.ts';
import { lockDownloadRows, takeDownloadRows } from './usage.repo.ts';

/**
 * Download rows (spec §6, §9): the plan's monthly rows first, then bought rows. A download holds
 * rows back while it runs and is charged the rows its file holds once, when it is ready.
 */
export function downloadRowsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  return {
    /**
     * Runs `work` with the rows left this period, in one transaction that holds the usage
     * account's lock: concurrent requests of one user see each other's reservations.
     */
    async reserve<T>(userId: string, work: (sql: SqlRunner, left: number) => Promise<T>): Promise<T> {
      await accessAt(database, userId, clock.now());
      return database.transaction(async (sql) => work(sql, await lockDownloadRows(sql, userId)));
    },

    /**
     * Charges `rows` with the change `finish` makes (a download marked ready), in one
     * transaction: `finish` answers false when it was already made, and then nothing is charged.
     */
    async charge(userId: string, rows: number, finish: (sql: SqlRunner) => Promise<boolean>): Promise<boolean> {
      await accessAt(database, userId, clock.now());
      return database.transaction(async (sql) => {
        if (!(await finish(sql))) return false;
        if (rows > 0 && !(await takeDownloadRows(sql, userId, rows, clock.now())))
          throw new AppError('DOWNLOAD_QUOTA_EXCEEDED');
        return true;
      });
    },
  };
}

export type DownloadRowsService = ReturnType<typeof downloadRowsService>;

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where download files live: `<dir>/<download id>.xlsx`. A run writes a file of its own and
 * renames it into place, so a run repeated after a restart replaces the file, never adds one.
 */
export function downloadFiles(dir: string) {
  const finalPath = (id: string) => join(dir, `${id}.xlsx`);
  return {
    /** A path for one run to write to, and how to put it in place or throw it away. */
    async draft(id: string) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${id}.${randomUUID()}.part`);
      return { path, keep: () => rename(path, finalPath(id)), discard: () => rm(path, { force: true }) };
    },
    /** Removes what earlier runs of a download left half written (a run cut short by a restart). */
    async clearDrafts(id: string) {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${id}.`) && name.endsWith('.part'))
          .map((name) => rm(join(dir, name), { force: true })),
      );
    },
    async open(id: string) {
      const path = finalPath(id);
      const { size } = await stat(path);
      return { size, stream: createReadStream(path) };
    },
  };
}

export type DownloadFiles = ReturnType<typeof downloadFiles>;

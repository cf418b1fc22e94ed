import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where listing photos are kept, by file name. */
export interface PhotoStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
  /** Deletes a file; one already gone is no error. */
  remove(name: string): Promise<void>;
}

/** The photo store the configuration names. */
export const configuredPhotoStore = (config: { mediaDir: string }): PhotoStore =>
  directoryPhotoStore(`${config.mediaDir}/listing-photos`);

/** Photos as files in one directory; a file appears whole or not at all (written aside, then renamed). */
function directoryPhotoStore(directory: string): PhotoStore {
  let ready: Promise<unknown> | undefined;
  return {
    async put(name, bytes) {
      await (ready ??= mkdir(directory, { recursive: true }));
      const partial = join(directory, `.${name}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(directory, name));
    },
    async get(name) {
      try {
        return await readFile(join(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (name) => rm(join(directory, name), { force: true }),
  };
}

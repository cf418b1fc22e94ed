/**
 * A brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build — scripts, styles,
 * pages, SVG and JSON —, compressed once at the strongest settings, for the server to send as
 * they are (decisions/032), so that it compresses none of them as it answers.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the compressed copies of the text files under `dir`, leaving out hidden folders (Vite's manifest). */
export async function precompressFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
  await Promise.all(
    files.map(async (file) => {
      const text = await readFile(file);
      const br = brotli(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      });
      const gz = gzipped(text, { level: constants.Z_BEST_COMPRESSION });
      await Promise.all([writeFile(`${file}.br`, await br), writeFile(`${file}.gz`, await gz)]);
    }),
  );
}

/** Runs last, once every file of the build is written (the pre-rendered pages included). */
export function precompress(): Plugin {
  return {
    name: 'pasarlens-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        const { root, build } = this.environment.config;
        return precompressFiles(resolve(root, build.outDir));
      },
    },
  };
}

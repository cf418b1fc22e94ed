import { build, type Plugin } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipWriter } from '../api/src/modules/downloads/zip.ts';
import { manifestFor, manifestMessages } from './src/manifest.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const { version } = (await import('./package.json', { with: { type: 'json' } })).default;

/** The scripts of the extension, each one file: the page listener, the content script, the background worker and the popup. */
const ENTRIES = {
  page: 'src/page/main.ts',
  content: 'src/content/main.ts',
  background: 'src/background.ts',
  popup: 'src/popup/popup.ts',
};

/**
 * Our packages declare no side effects at load (their modules only define), so what a script
 * does not use of them — the endpoint table's other schemas, the simulator — is left out.
 */
const OUR_PACKAGES = /[\\/]packages[\\/](?:contracts|market)[\\/]src[\\/]/;
const ourPackagesArePure: Plugin = {
  name: 'pure-packages',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'pure') return undefined;
      const { kind, resolveDir, importer } = args;
      const found = await builder.resolve(args.path, { kind, resolveDir, importer, pluginData: 'pure' });
      return found.errors.length === 0 && OUR_PACKAGES.test(found.path)
        ? { path: found.path, sideEffects: false }
        : undefined;
    });
  },
};

/**
 * zod hands every language's error messages out under `z.locales`, which keeps them all in a
 * bundle; the extension shows none of zod's messages, so it gets English (zod's default) alone.
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: 'js',
    }));
  },
};

export interface BuiltExtension {
  /** The unpacked extension (chrome://extensions → Load unpacked). */
  dir: string;
  zip: string;
  /** Bytes of each script. */
  sizes: Record<string, number>;
}

/** Builds the extension for the Pasarlens app at `appOrigin` into `outDir` (unpacked) and a zip beside it. */
export async function buildExtension(options: { appOrigin: string; outDir: string }): Promise<BuiltExtension> {
  const appOrigin = new URL(options.appOrigin).origin;
  const dir = join(options.outDir, 'pasarlens-extension');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(here, path)])),
    outdir: dir,
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    define: { __APP_ORIGIN__: JSON.stringify(appOrigin) },
    plugins: [ourPackagesArePure, zodEnglishOnly],
    logLevel: 'warning',
  });
  copyFileSync(join(here, 'src/popup/popup.html'), join(dir, 'popup.html'));
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifestFor(appOrigin, version), null, 2)}\n`);
  const messages = manifestMessages();
  for (const [file, text] of Object.entries(messages)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }

  const files = [
    'manifest.json',
    'popup.html',
    ...Object.keys(ENTRIES).map((name) => `${name}.js`),
    ...Object.keys(messages),
  ];
  const zip = join(options.outDir, 'pasarlens-extension.zip');
  const writer = zipWriter(zip, 9);
  for (const file of files) {
    const entry = writer.entry(file);
    entry.write(readFileSync(join(dir, file), 'utf8'));
    await entry.end();
  }
  await writer.close();
  const sizes = Object.fromEntries(files.map((file) => [file, statSync(join(dir, file)).size]));
  return { dir, zip, sizes };
}

/** Where the web app serves the zip from (the extension page's download). */
export const WEB_ZIP = join(root, 'apps/web/dist/downloads/pasarlens-extension.zip');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appOrigin = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const built = await buildExtension({ appOrigin, outDir: join(here, 'dist') });
  mkdirSync(dirname(WEB_ZIP), { recursive: true });
  copyFileSync(built.zip, WEB_ZIP);
  for (const [file, bytes] of Object.entries(built.sizes))
    console.log(`${file.padEnd(16)} ${(bytes / 1024).toFixed(1)} KB`);
  console.log(`extension for ${new URL(appOrigin).origin}: ${built.dir} and ${WEB_ZIP}`);
}

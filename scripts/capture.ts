/**
 * `npm run capture -- [--dry-run] [--json] FILE...`: marketplace answers saved in files — HAR
 * files as a browser's developer tools save them, or JSON holding one answer `{url, capturedAt,
 * body}` or a list of them — read and handed to the intake (decisions/034). With `--dry-run` they
 * are only read; `--json` prints one document instead of a summary.
 */
import { openDatabase } from '@pasarlens/db';
import { answersInFile, readAnswer, summariseReading, type RawAnswer } from '@pasarlens/market';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { intakeService, type IntakeReport } from '../apps/api/src/modules/intake/intake.service.ts';

const USAGE = 'Usage: npm run capture -- [--dry-run] [--json] FILE...';

interface FileAnswers {
  file: string;
  answers: RawAnswer[];
}

/** What each answer holds, as the reader reads it. */
export function describeAnswers(files: FileAnswers[]) {
  return files.flatMap(({ file, answers }) =>
    answers.map((answer) => {
      const read = readAnswer(answer);
      return {
        file,
        url: answer.url,
        marketplace: read.marketplace,
        refused: read.refused,
        products: summariseReading(read),
        skipped: read.refused === null ? read.skipped : [],
      };
    }),
  );
}

const countText = (items: { reason: string; count: number }[]) =>
  items.map((item) => `${item.reason} ${item.count}`).join(', ') || 'none';

type Taken = IntakeReport & { file: string };

function summary(described: ReturnType<typeof describeAnswers>, taken: Taken[]): string {
  const lines = described.map(
    (a) =>
      `${a.file}: ${a.url}\n  ${a.refused ? `refused (${a.refused})` : `${a.marketplace}, ${a.products.length} products`}`,
  );
  for (const t of taken) {
    lines.push(
      `${t.file} taken: ${t.answers} answers (${t.duplicates} seen before), ${t.products} products:` +
        ` ${t.accepted} accepted, ${t.quarantined} held for review; refused: ${countText(t.refused)};` +
        ` skipped: ${countText(t.skipped)}; days: ${t.days.join(', ') || 'none'}`,
    );
  }
  return lines.join('\n');
}

export async function runCapture(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
  });
  if (positionals.length === 0) throw new Error(USAGE);
  const files = await Promise.all(
    positionals.map(async (path) => ({ file: basename(path), answers: answersInFile(await readFile(path, 'utf8')) })),
  );
  const described = describeAnswers(files);
  const taken: Taken[] = [];
  if (!values['dry-run']) {
    const database = await openDatabase(loadConfig(env).database);
    try {
      const intake = intakeService({ database, clock: systemClock });
      for (const { file, answers } of files) {
        taken.push({ file, ...(await intake.take(answers, { kind: 'file', file }, { deriveNow: true })) });
      }
    } finally {
      await database.close();
    }
  }
  return values.json ? JSON.stringify({ answers: described, taken }) : summary(described, taken);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCapture(process.argv.slice(2))
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

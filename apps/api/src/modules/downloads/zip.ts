import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

/** Beyond these a field is written as 0xFFFFFFFF (or 0xFFFF) with its value in a Zip64 extra field or record. */
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
/** Bit 3: sizes and CRC follow the data (a data descriptor); bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: (Math.max(0, date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Little-endian fields, 2, 4 or 8 bytes each, laid one after another. */
function fields(...parts: [bytes: 2 | 4 | 8, value: number][]): Buffer {
  const buffer = Buffer.alloc(parts.reduce((sum, [bytes]) => sum + bytes, 0));
  let at = 0;
  for (const [bytes, value] of parts) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else if (bytes === 4) buffer.writeUInt32LE(value, at);
    else buffer.writeBigUInt64LE(BigInt(value), at);
    at += bytes;
  }
  return buffer;
}

/** A file entry being written: text goes in as it comes, compressed on the way out. */
export interface ZipEntry {
  write(text: string): void;
  /** Resolves once the compressor and the file have taken what was written so far. */
  drained(): Promise<void>;
  end(): Promise<void>;
}

/**
 * A ZIP archive written straight to a file, one entry after another, each deflated as a stream
 * with its sizes and CRC in a data descriptor after its data: memory stays flat however large an
 * entry grows. Entries or offsets beyond 4 GiB get Zip64 fields.
 */
export function zipWriter(path: string, level = 1) {
  const out = createWriteStream(path);
  let failure: Error | null = null;
  // Rejects when the file fails, so no wait for the compressor to drain outlives a write error.
  const broken = new Promise<never>((_, reject) => out.on('error', (error) => reject((failure = error))));
  broken.catch(() => undefined);
  let offset = 0;
  const entries: Written[] = [];
  let writing = false;
  const stamp = dosTime(new Date());

  /** Writes bytes, answering whether the file is ready for more. */
  function put(buffer: Buffer): boolean {
    offset += buffer.length;
    return out.write(buffer);
  }
  async function raw(buffer: Buffer): Promise<void> {
    if (!put(buffer)) await Promise.race([once(out, 'drain'), broken]);
  }

  return {
    /** Starts the next entry; the one before must have ended. */
    entry(fileName: string): ZipEntry {
      if (failure) throw failure;
      if (writing) throw new Error(`zip entry ${fileName} started before the one before it ended`);
      writing = true;
      const name = Buffer.from(fileName);
      const start = offset;
      // A header is small: it goes out without waiting, the entry's data waits in drained().
      put(
        Buffer.concat([
          fields(
            [4, 0x04034b50],
            [2, 20],
            [2, FLAGS],
            [2, DEFLATE],
            [2, stamp.time],
            [2, stamp.date],
            [4, 0],
            [4, 0],
            [4, 0],
            [2, name.length],
            [2, 0],
          ),
          name,
        ]),
      );
      const deflate = createDeflateRaw({ level });
      let crc = 0;
      let size = 0;
      let compressed = 0;
      let waiting: Promise<unknown> | null = null;
      deflate.on('data', (chunk: Buffer) => (compressed += chunk.length));
      deflate.pipe(out, { end: false });
      const ended = Promise.race([once(deflate, 'end'), broken]);
      ended.catch(() => undefined);
      return {
        write(text) {
          const bytes = Buffer.from(text);
          crc = crc32(bytes, crc);
          size += bytes.length;
          if (!deflate.write(bytes) && !waiting) {
            waiting = Promise.race([once(deflate, 'drain'), broken]).finally(() => (waiting = null));
            waiting.catch(() => undefined);
          }
        },
        async drained() {
          if (failure) throw failure;
          await waiting;
        },
        async end() {
          deflate.end();
          await ended;
          offset += compressed;
          const zip64 = size >= MAX32 || compressed >= MAX32;
          await raw(
            zip64
              ? fields([4, 0x08074b50], [4, crc], [8, compressed], [8, size])
              : fields([4, 0x08074b50], [4, crc], [4, compressed], [4, size]),
          );
          entries.push({ name, crc, compressed, size, offset: start });
          writing = false;
        },
      };
    },

    /** Writes the central directory and closes the file. */
    async close(): Promise<void> {
      const directoryStart = offset;
      for (const e of entries) {
        const big = [e.size, e.compressed, e.offset].map((value) => value >= MAX32);
        const extra = [e.size, e.compressed, e.offset].filter((_, i) => big[i]).map((value): [8, number] => [8, value]);
        const zip64 = extra.length > 0 ? fields([2, 0x0001], [2, extra.length * 8], ...extra) : Buffer.alloc(0);
        const version = zip64.length > 0 ? 45 : 20;
        const field32 = (i: number, value: number) => (big[i] ? MAX32 : value);
        await raw(
          Buffer.concat([
            fields(
              [4, 0x02014b50],
              [2, version],
              [2, version],
              [2, FLAGS],
              [2, DEFLATE],
              [2, stamp.time],
              [2, stamp.date],
              [4, e.crc],
              [4, field32(1, e.compressed)],
              [4, field32(0, e.size)],
              [2, e.name.length],
              [2, zip64.length],
              [2, 0],
              [2, 0],
              [2, 0],
              [4, 0],
              [4, field32(2, e.offset)],
            ),
            e.name,
            zip64,
          ]),
        );
      }
      const directorySize = offset - directoryStart;
      const count = entries.length;
      if (directoryStart >= MAX32 || directorySize >= MAX32 || count >= MAX16) {
        const record = offset;
        await raw(
          fields(
            [4, 0x06064b50],
            [8, 44],
            [2, 45],
            [2, 45],
            [4, 0],
            [4, 0],
            [8, count],
            [8, count],
            [8, directorySize],
            [8, directoryStart],
          ),
        );
        await raw(fields([4, 0x07064b50], [4, 0], [8, record], [4, 1]));
      }
      await raw(
        fields(
          [4, 0x06054b50],
          [2, 0],
          [2, 0],
          [2, Math.min(count, MAX16)],
          [2, Math.min(count, MAX16)],
          [4, Math.min(directorySize, MAX32)],
          [4, Math.min(directoryStart, MAX32)],
          [2, 0],
        ),
      );
      out.end();
      await Promise.race([once(out, 'finish'), broken]);
    },
  };
}

import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line as it was set: its content streams inflated and the strings
 * of their text operators decoded (pdfkit writes standard-font text as hex strings in TJ arrays).
 * pdfkit writes a stream as `stream\n<bytes>\nendstream`: a compressed stream may end in a
 * carriage return, so the line breaks around it are matched exactly, never as `\r?\n`.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, parts] of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      lines.push(
        [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line as it was set: its content streams inflated and the strings
 * of their text operators decoded (pdfkit writes standard-font text as hex strings in TJ arrays).
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, parts] of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      lines.push([...parts!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

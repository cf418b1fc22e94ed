import type { RawAnswer } from './reading.ts';

/** A file's content that is not a HAR, an answer or a list of answers. */
export class NotAnswersFile extends Error {}

interface HarEntry {
  startedDateTime?: unknown;
  request?: { url?: unknown };
  response?: { status?: unknown; content?: { text?: unknown; encoding?: unknown; mimeType?: unknown } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body as an answer holds it: parsed JSON, or the text itself when it is not JSON (the reader then refuses it as not JSON). */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const fromBase64 = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

/** The JSON answers a browser saved in a HAR (its developer tools' "Save all as HAR"): other requests are left out. */
function harAnswers(entries: HarEntry[]): RawAnswer[] {
  return entries.flatMap((entry) => {
    const url = entry.request?.url;
    const content = entry.response?.content;
    const text = content?.text;
    if (typeof url !== 'string' || typeof text !== 'string' || entry.response?.status !== 200) return [];
    if (typeof content?.mimeType === 'string' && !content.mimeType.includes('json')) return [];
    const decoded = content?.encoding === 'base64' ? fromBase64(text) : text;
    const capturedAt = typeof entry.startedDateTime === 'string' ? entry.startedDateTime : '';
    return [{ url, capturedAt, body: bodyOf(decoded) }];
  });
}

const isAnswer = (value: unknown): value is RawAnswer =>
  isRecord(value) && typeof value.url === 'string' && typeof value.capturedAt === 'string' && 'body' in value;

/**
 * The answers a file holds: a HAR's JSON responses, one answer `{url, capturedAt, body}`, or a
 * list of them. A body kept as text is parsed.
 */
export function answersInFile(content: string): RawAnswer[] {
  const parsed = bodyOf(content);
  if (isRecord(parsed) && isRecord(parsed.log) && Array.isArray(parsed.log.entries))
    return harAnswers(parsed.log.entries as HarEntry[]);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || !list.every(isAnswer))
    throw new NotAnswersFile('Not a HAR, an answer {url, capturedAt, body} or a list of them');
  return list.map((answer) => ({
    ...answer,
    body: typeof answer.body === 'string' ? bodyOf(answer.body) : answer.body,
  }));
}

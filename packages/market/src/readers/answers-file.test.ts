import { describe, expect, it } from 'vitest';
import searchV4 from './fixtures/shopee-search-items-v4.json';
import { answersInFile, NotAnswersFile } from './answers-file.ts';

const har = (entries: object[]) => JSON.stringify({ log: { version: '1.2', entries } });
const entry = (url: string, text: string, extra: { mimeType?: string; encoding?: string; status?: number } = {}) => ({
  startedDateTime: '2026-11-20T02:00:00.000Z',
  request: { method: 'GET', url },
  response: {
    status: extra.status ?? 200,
    content: { mimeType: extra.mimeType ?? 'application/json', text, encoding: extra.encoding },
  },
});

describe('a file of answers', () => {
  it("takes a HAR's JSON responses, base64 ones included, and leaves out pages, scripts and failures", () => {
    const body = JSON.stringify(searchV4.body);
    const answers = answersInFile(
      har([
        entry(searchV4.url, body),
        entry(searchV4.url, Buffer.from(body).toString('base64'), { encoding: 'base64' }),
        entry('https://shopee.co.id/', '<html></html>', { mimeType: 'text/html' }),
        entry(searchV4.url, '{"error":1}', { status: 403 }),
      ]),
    );
    expect(answers).toEqual([
      { url: searchV4.url, capturedAt: '2026-11-20T02:00:00.000Z', body: searchV4.body },
      { url: searchV4.url, capturedAt: '2026-11-20T02:00:00.000Z', body: searchV4.body },
    ]);
  });

  it('takes one answer or a list of them, parsing a body kept as text', () => {
    expect(answersInFile(JSON.stringify(searchV4))).toEqual([searchV4]);
    const asText = { ...searchV4, body: JSON.stringify(searchV4.body) };
    expect(answersInFile(JSON.stringify([asText, searchV4]))).toEqual([searchV4, searchV4]);
  });

  it('refuses what is neither', () => {
    for (const content of ['not json', '{"url":"x"}', '[]', '[{"url":"x","capturedAt":"y"}]'])
      expect(() => answersInFile(content), content).toThrow(NotAnswersFile);
  });
});

/** What the endpoint benchmarks share: a seeded picker and timing an endpoint beside its query. */

export const WARM_UP = 5;

export function picker(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    int: (n: number) => Math.floor(next() * n),
    of: <T>(items: T[]) => items[Math.floor(next() * items.length)]!,
  };
}

/** One endpoint: how to call it with an input, and the repository reads its answer is made of. */
export interface Case<I> {
  name: string;
  input: () => I;
  call: (input: I) => Promise<{ status: number }>;
  query: (input: I) => Promise<unknown>;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const p95 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(0.95 * samples.length))]!;

async function elapsed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Times endpoints against their queries, `runs` times each after a warm-up. */
export function measurer(runs: number) {
  /** The endpoint and its query on the same input, taking turns at going first (the second finds warm pages). */
  return async function measure<I>(c: Case<I>) {
    const endpoint: number[] = [];
    const query: number[] = [];
    const overhead: number[] = [];
    let failures = 0;
    for (let i = 0; i < WARM_UP + runs; i++) {
      const input = c.input();
      let status = 0;
      const callEndpoint = () => elapsed(async () => ({ status } = await c.call(input)));
      const callQuery = () => elapsed(() => c.query(input));
      let e: number, q: number;
      if (i % 2 === 0) {
        e = await callEndpoint();
        q = await callQuery();
      } else {
        q = await callQuery();
        e = await callEndpoint();
      }
      if (status >= 400) failures++;
      if (i < WARM_UP) continue;
      endpoint.push(e);
      query.push(q);
      overhead.push(e - q);
    }
    return {
      name: c.name,
      endpoint: median(endpoint),
      endpointP95: p95(endpoint),
      query: median(query),
      overhead: median(overhead),
      failures,
    };
  };
}

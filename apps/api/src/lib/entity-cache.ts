/**
 * What a single bulk loader has already written: entity ids with the values they were written
 * with. Only for a process that is the database's sole writer (the seed, the benchmark), and
 * only trusted once the transaction that wrote them has committed.
 */
export class EntityCache {
  private readonly known = new Map<string, { id: number; signature: string }>();
  private staged: [string, { id: number; signature: string }][] = [];

  get(key: string) {
    return this.known.get(key);
  }
  stage(key: string, entry: { id: number; signature: string }) {
    this.staged.push([key, entry]);
  }
  commit() {
    for (const [key, entry] of this.staged) this.known.set(key, entry);
    this.staged = [];
  }
  discard() {
    this.staged = [];
  }
}

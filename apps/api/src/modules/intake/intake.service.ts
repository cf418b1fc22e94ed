import type { Database } from '@pasarlens/db';
import {
  sightingsByDay,
  type AdObservation,
  type AffiliateObservation,
  type Day,
  type DaySightings,
  type KeywordObservation,
  type Observation,
  type RawAnswer,
} from '@pasarlens/market';
import type { Clock } from '../../lib/clock.ts';
import {
  ingestDay,
  ingestSightedOnly,
  lastFactDay,
  refreshDerived,
  type BulkLoadCache,
} from '../market/ingest.service.ts';
import {
  countTaken,
  markRefreshDue,
  knownProducts,
  quarantine,
  recordAnswers,
  takeRefreshDue,
  type AnswerRecord,
  type CaptureSource,
  type KnownProduct,
  type Quarantined,
} from './intake.repo.ts';
import { readAnswers, type AnswerRead } from './read-answers.ts';

/** Who handed the answers in. */
export interface IntakeSource {
  kind: CaptureSource;
  userId?: string | null;
  /** The file they came in (`npm run capture`). */
  file?: string | null;
}

export interface Counted {
  reason: string;
  count: number;
}

/** What the intake made of a batch of answers. */
export interface IntakeReport {
  answers: number;
  /** Answers taken before (the same address and body): nothing changed. */
  duplicates: number;
  refused: Counted[];
  /** Products the read answers held. */
  products: number;
  accepted: number;
  quarantined: number;
  skipped: Counted[];
  /** The Jakarta days whose figures were written, and the earliest day they changed. */
  days: Day[];
  firstChangedDay: Day | null;
}

export interface IntakeOptions {
  /** A bulk loader's cache (the demo seed): the rollups wait for finishBulkLoad. */
  bulk?: BulkLoadCache;
  /** Refresh rollups and product stats before answering (else the refresh job does, within a minute). */
  deriveNow?: boolean;
  /**
   * Signals of the answers' day that no answer carries (the simulator's keyword volumes, ads and
   * affiliate terms), ingested with that day's figures.
   */
  signals?: { day: Day; keywords: KeywordObservation[]; ads: AdObservation[]; affiliates: AffiliateObservation[] };
}

/** A sold counter below this share of the last exact one (of at least MIN_COUNTER) is held: another listing, a reset. */
const COUNTER_DROP = 0.5;
const MIN_COUNTER = 20;
/** A price this many times off the last one is held: a currency or a decimal read wrongly. */
const PRICE_FACTOR = 50;

const tally = (counts: Map<string, number>): Counted[] =>
  [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => a.reason.localeCompare(b.reason));
const add = (counts: Map<string, number>, reason: string, count = 1) =>
  counts.set(reason, (counts.get(reason) ?? 0) + count);

/** Why a sighting contradicts what we knew of the product, or null when it does not. */
function contradiction(o: Observation, known: KnownProduct | undefined): string | null {
  if (!known) return null;
  if (
    o.sold.kind === 'exact' &&
    known.soldExact &&
    known.soldTotal >= MIN_COUNTER &&
    o.sold.total < known.soldTotal * COUNTER_DROP
  )
    return 'sold_counter_dropped';
  if (known.price > 0 && (o.price > known.price * PRICE_FACTOR || o.price * PRICE_FACTOR < known.price))
    return 'price_far_off';
  return null;
}

/**
 * The one intake of marketplace answers, whatever handed them in (a file, the crawler, a user's
 * extension, the simulator): recognised and read by address, recorded once (the same answer again
 * changes nothing), checked against what we know (a contradiction is held for an admin), and
 * ingested by the Jakarta day it was received on, late days included (decisions/034).
 */
export function intakeService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  /** Splits a day's counted sightings into those to ingest and those to hold, by what we knew before the day. */
  async function check(day: DaySightings, answerOf: (o: Pick<Observation, 'marketplace' | 'externalId'>) => number) {
    const accepted: Observation[] = [];
    const held: Quarantined[] = [];
    const marketplaces = new Set(day.counted.map((o) => o.marketplace));
    for (const marketplace of marketplaces) {
      const observations = day.counted.filter((o) => o.marketplace === marketplace);
      const known = await knownProducts(
        database,
        marketplace,
        observations.map((o) => o.externalId),
        day.day,
      );
      for (const o of observations) {
        const reason = contradiction(o, known.get(o.externalId));
        if (reason) held.push({ answerId: answerOf(o), observation: o, reason });
        else accepted.push(o);
      }
    }
    return { accepted, held };
  }

  /** Takes answers already read (readAnswers, e.g. on a worker thread). */
  async function takeRead(
    answers: AnswerRead[],
    source: IntakeSource,
    options: IntakeOptions = {},
  ): Promise<IntakeReport> {
    const now = clock.now();
    const refused = new Map<string, number>();
    const skipped = new Map<string, number>();
    const reads = answers.map((answer) => {
      const { read } = answer;
      const record: AnswerRecord = {
        hash: answer.hash,
        url: answer.url,
        marketplace: read.marketplace,
        endpoint: read.refused === null ? read.endpoint : null,
        capturedAt: new Date(answer.capturedAt),
        day: answer.day,
        source: source.kind,
        userId: source.userId ?? null,
        file: source.file ?? null,
        refused: read.refused,
        products: read.refused === null ? read.products.length : 0,
        skipped: read.refused === null ? Object.fromEntries(read.skipped.map((s) => [s.reason, s.count])) : {},
      };
      return { hash: answer.hash, answer, read, record };
    });
    // The first of the same answers given twice in one batch is the one taken.
    const firstOf = new Map<string, (typeof reads)[number]>();
    for (const read of reads) if (!firstOf.has(read.hash)) firstOf.set(read.hash, read);
    const ids = await recordAnswers(
      database,
      [...firstOf.values()].map((r) => r.record),
      now,
    );
    const fresh = [...firstOf.values()].filter((r) => ids.has(r.hash));
    const taken = fresh.flatMap(({ read, answer, hash }) => {
      if (read.refused !== null) {
        add(refused, read.refused);
        return [];
      }
      for (const s of read.skipped) add(skipped, s.reason, s.count);
      return [{ read, capturedAt: answer.capturedAt, id: ids.get(hash)! }];
    });

    // The answer a product came in last: the one its hold or its count belongs to.
    const answerOfProduct = new Map<string, number>();
    for (const t of taken)
      for (const p of t.read.products) answerOfProduct.set(`${p.marketplace}:${p.externalId}`, t.id);
    const answerOf = (o: Pick<Observation, 'marketplace' | 'externalId'>) =>
      answerOfProduct.get(`${o.marketplace}:${o.externalId}`)!;
    const perAnswer = new Map(taken.map((t) => [t.id, { accepted: 0, quarantined: 0 }]));

    let accepted = 0;
    let quarantined = 0;
    let firstChangedDay: Day | null = null;
    const days: Day[] = [];
    for (const day of sightingsByDay(taken)) {
      for (const s of day.skipped) add(skipped, s.reason, s.count);
      const checked = await check(day, answerOf);
      await quarantine(database, checked.held);
      for (const h of checked.held) perAnswer.get(h.answerId)!.quarantined++;
      for (const o of [...checked.accepted, ...day.uncounted]) perAnswer.get(answerOf(o))!.accepted++;
      if (checked.accepted.length > 0) {
        const signals = options.signals?.day === day.day ? options.signals : undefined;
        const report = await ingestDay(
          database,
          {
            day: day.day,
            source: `capture:${source.kind}`,
            observations: checked.accepted,
            keywords: signals?.keywords ?? [],
            ads: signals?.ads ?? [],
            affiliates: signals?.affiliates ?? [],
            skipped: {},
          },
          clock,
          { bulk: options.bulk, deferDerived: true },
        );
        if (firstChangedDay === null || report.firstChangedDay < firstChangedDay)
          firstChangedDay = report.firstChangedDay;
        days.push(day.day);
      }
      await ingestSightedOnly(database, day.day, { products: day.uncounted, stores: day.stores });
      accepted += checked.accepted.length + day.uncounted.length;
      quarantined += checked.held.length;
    }
    await countTaken(
      database,
      [...perAnswer].map(([id, c]) => ({ id, ...c })),
    );
    if (!options.bulk && firstChangedDay !== null) {
      const from = firstChangedDay;
      if (options.deriveNow) await database.transaction((sql) => refreshDerived(sql, from));
      else await markRefreshDue(database, from);
    }
    return {
      answers: answers.length,
      duplicates: reads.length - fresh.length,
      refused: tally(refused),
      products: taken.reduce((n, t) => n + t.read.products.length, 0),
      accepted,
      quarantined,
      skipped: tally(skipped),
      days: days.sort(),
      firstChangedDay,
    };
  }

  return {
    take: (answers: RawAnswer[], source: IntakeSource, options: IntakeOptions = {}): Promise<IntakeReport> =>
      takeRead(readAnswers(answers), source, options),
    takeRead,
  };
}

export type IntakeService = ReturnType<typeof intakeService>;

/**
 * Brings the rollups and product stats up to date from the earliest day answers changed since
 * the last refresh; the day they now reach, and where the change began, or undefined when none was due.
 */
export async function refreshWhatIsDue(database: Database): Promise<{ day: Day; firstChangedDay: Day } | undefined> {
  return database.transaction(async (sql) => {
    const from = await takeRefreshDue(sql);
    if (from === undefined) return undefined;
    await refreshDerived(sql, from);
    const day = await lastFactDay(sql);
    return day ? { day, firstChangedDay: from } : undefined;
  });
}

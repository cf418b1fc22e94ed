import {
  ADMIN_PAGE_SIZE,
  CONTRIBUTORS_SHOWN,
  type Contributions,
  type DataHealth,
  type HeldSighting as HeldSightingAnswer,
} from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import type { Observation } from '@pasarlens/market';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { currentBlocks } from '../crawler/blocks.service.ts';
import { ingestDay } from '../market/ingest.service.ts';
import {
  contributedAnswers,
  countReleased,
  decideHeld,
  heldSightings,
  heldStatus,
  markRefreshDue,
  marketplaceIntake,
  reopenHeld,
  sourceContributors,
  sourceIntake,
  unrecognisedAnswers,
  type HeldSighting,
} from './intake.repo.ts';

const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => a.reason.localeCompare(b.reason));

/** The counter a sighting showed: its exact total, or the lower bound of its display bucket. */
const soldOf = (o: Observation) => (o.sold.kind === 'exact' ? o.sold.total : o.sold.lower);

const heldAnswer = (h: HeldSighting): HeldSightingAnswer => ({
  id: Number(h.id),
  marketplace: h.marketplace,
  externalId: h.externalId,
  name: h.observation.name,
  day: h.day,
  reason: h.reason,
  price: h.observation.price,
  sold: soldOf(h.observation),
  url: h.url,
  source: h.source,
});

/**
 * Data health (decisions/034): what the intake took per marketplace and source, and the admin's
 * decision on a sighting it held — released, it is ingested for its day; dropped, never.
 */
export function dataHealthService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  /** Takes the decision on a held sighting once; an unknown id is NOT_FOUND, a decided one SIGHTING_ALREADY_DECIDED. */
  async function decide(id: number, decision: 'released' | 'dropped', adminId: string): Promise<HeldSighting> {
    const sighting = await decideHeld(database, id, decision, adminId, clock.now());
    if (sighting) return sighting;
    throw new AppError((await heldStatus(database, id)) === undefined ? 'NOT_FOUND' : 'SIGHTING_ALREADY_DECIDED');
  }

  return {
    async overview(): Promise<DataHealth> {
      const [marketplaces, blocks, unrecognised, sources, contributors] = await Promise.all([
        marketplaceIntake(database),
        currentBlocks(database),
        unrecognisedAnswers(database),
        sourceIntake(database),
        sourceContributors(database, CONTRIBUTORS_SHOWN),
      ]);
      return {
        marketplaces: marketplaces.map((m) => ({ ...m, refused: counted(m.refused), skipped: counted(m.skipped) })),
        crawlBlocks: blocks.map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
        unrecognised,
        sources: sources.map((s) => ({
          ...s,
          lastReceivedAt: s.lastReceivedAt?.toISOString() ?? null,
          contributors: contributors
            .filter((c) => c.source === s.source)
            .map(({ email, answers, products }) => ({ email, answers, products })),
        })),
      };
    },

    async held(page: number) {
      const { items, total } = await heldSightings(database, {
        offset: (page - 1) * ADMIN_PAGE_SIZE,
        limit: ADMIN_PAGE_SIZE,
      });
      return { items: items.map(heldAnswer), page, total_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
    },

    /** Ingests the sighting for the day it was seen on, as if it had not been held; the rollups follow with the next refresh. */
    async release(id: number, adminId: string) {
      const sighting = await decide(id, 'released', adminId);
      let firstChangedDay;
      try {
        ({ firstChangedDay } = await ingestDay(
          database,
          {
            day: sighting.day,
            source: `release:${sighting.source}`,
            observations: [sighting.observation],
            keywords: [],
            ads: [],
            affiliates: [],
            skipped: {},
          },
          clock,
          { deferDerived: true },
        ));
      } catch (error) {
        await reopenHeld(database, id);
        throw error;
      }
      await countReleased(database, sighting.answerId);
      await markRefreshDue(database, firstChangedDay);
      return { id, status: 'released' as const };
    },

    async drop(id: number, adminId: string) {
      await decide(id, 'dropped', adminId);
      return { id, status: 'dropped' as const };
    },

    async contributions(userId: string): Promise<Contributions> {
      const mine = await contributedAnswers(database, userId);
      return { ...mine, lastReceivedAt: mine.lastReceivedAt?.toISOString() ?? null };
    },
  };
}

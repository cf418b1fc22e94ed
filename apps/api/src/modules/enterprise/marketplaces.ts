import { RESEARCH_MARKETPLACES, type ResearchMarketplace } from '@pasarlens/contracts';
import { MARKETPLACE_IDS } from '@pasarlens/db';
import type { Access } from '../billing/access.service.ts';
import { AppError } from '../../lib/errors.ts';

const CODES = new Map<number, ResearchMarketplace>(RESEARCH_MARKETPLACES.map((code) => [MARKETPLACE_IDS[code], code]));

export const marketplaceId = (code: ResearchMarketplace): number => MARKETPLACE_IDS[code];
export const marketplaceCode = (id: number): ResearchMarketplace => CODES.get(id)!;

/** Spec §6: the enterprise dashboard is Genius's and Enterprise's; everyone else gets the paywall. */
export function requireEnterprise(access: Access): void {
  if (!access.rights.enterpriseSupport)
    throw new AppError('PLAN_REQUIRED', {
      issues: [{ path: 'plan', message: 'The enterprise dashboard comes with the Genius plan' }],
    });
}

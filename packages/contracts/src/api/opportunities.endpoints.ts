import { opportunityAnswerSchema, opportunitySearchSchema } from '../opportunities.ts';
import { researchAnswerSchema } from '../research.ts';
import { endpoint } from './endpoint.ts';

/** Issue 40: products and niches worth selling, scored, with the profit after fees. */
export const opportunitiesEndpoints = {
  opportunityResearch: endpoint({
    method: 'POST',
    path: '/internal/feature/opportunity_research/opportunities',
    tag: 'research',
    summary: "A category's niches (leaf category × price band) or products ranked by opportunity score (1 token)",
    description:
      'Each row carries the parts of its score, its profit per unit and per month after the fee table in force at the cost given (or the cost share), and the confidence of its figures; the answer says how the score did in the replay of history. A free plan sees the first rows by score.',
    access: 'user',
    effect: 'read',
    charged: true,
    errors: ['DATA_NOT_FOUND', 'TOKENS_EXHAUSTED', 'PLAN_REQUIRED'],
    body: opportunitySearchSchema,
    response: researchAnswerSchema(opportunityAnswerSchema),
  }),
};

import type { ResearchMarketplace } from '@pasarlens/contracts';
import { readAnswer } from '@pasarlens/market/read-answer';
import type { CapturedAnswer, PageAnswer } from '../messages.ts';

/** A product a page's answer showed: enough to ask for its figures and to find its card. */
export interface SeenProduct {
  marketplace: ResearchMarketplace;
  externalId: string;
  /** The product's page as the answer gives it; null where it does not. */
  url: string | null;
}

/** What an answer holds: the products it shows, and the answer itself as the capture API takes it. */
export interface ReadPage {
  products: SeenProduct[];
  answer: CapturedAnswer;
}

/**
 * Reads an answer the page received with the readers of real answers (the intake's own): null
 * for a body that is not JSON or an answer the readers refuse (another country's, an error).
 */
export function readPageAnswer(page: PageAnswer): ReadPage | null {
  let body: unknown;
  try {
    body = JSON.parse(page.body);
  } catch {
    return null;
  }
  const answer = { url: page.url, capturedAt: page.capturedAt, body };
  const read = readAnswer(answer);
  if (read.refused !== null) return null;
  return {
    products: read.products.map((p) => ({ marketplace: p.marketplace, externalId: p.externalId, url: p.url })),
    answer,
  };
}

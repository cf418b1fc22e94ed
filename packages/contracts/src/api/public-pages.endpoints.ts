import { z } from 'zod';
import { bestSellersSchema } from '../best-sellers.ts';
import { endpoint } from './endpoint.ts';

/** Data behind the public pages that search engines see. */
export const publicPagesEndpoints = {
  shopeeBestSellers: endpoint({
    method: 'GET',
    path: '/public/v1/best-sellers/shopee',
    tag: 'public-pages',
    summary: 'The best-selling Shopee products of the last 30 days by top category (rebuilt daily)',
    access: 'public',
    response: bestSellersSchema,
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    tag: 'public-pages',
    summary: 'The public pages and blog articles for search engines',
    access: 'public',
    response: z.string().describe('application/xml'),
  }),
};

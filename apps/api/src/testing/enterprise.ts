import { apiPaths, type CustomMarket } from '@pasarlens/contracts';
import { expect } from 'vitest';
import { marketBuilds } from '../modules/enterprise/builds.service.ts';
import type { Agent, TestApp } from './harness.ts';

/** Runs the market's build as the worker would, then answers the market as `agent` sees it: built. */
export async function builtMarket(app: TestApp, agent: Agent, id: number): Promise<CustomMarket> {
  await marketBuilds(app.ctx).run(id);
  const market = await agent.post(apiPaths.customMarketGet, { id });
  expect(market.body!.build, JSON.stringify(market.body)).toEqual({ state: 'ready', progress: 100 });
  return market.body as CustomMarket;
}

/** Saves a market through the API, answered at once as being built, and builds it. */
export async function createBuiltMarket(
  app: TestApp,
  agent: Agent,
  fields: Record<string, unknown>,
): Promise<CustomMarket> {
  const created = await agent.post(apiPaths.customMarketCreate, fields);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body!.build).toEqual({ state: 'building', progress: 0 });
  return builtMarket(app, agent, created.body!.id);
}

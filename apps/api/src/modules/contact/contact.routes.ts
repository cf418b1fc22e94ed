import { adminContactEndpoints, contactEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { contactService } from './contact.service.ts';

export function contactRoutes(ctx: AppContext): FastifyPluginAsync {
  const contact = contactService(ctx);
  return async (app) => {
    registerEndpoints(app, contactEndpoints, {
      sendContactMessage: ({ body, request }) => contact.send(body, request.ip),
    });
    registerEndpoints(app, adminContactEndpoints, {
      listContactMessages: ({ query }) => contact.list(query.page),
    });
  };
}

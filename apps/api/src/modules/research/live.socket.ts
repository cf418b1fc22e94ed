import {
  errorCatalog,
  LIVE_ERROR_EVENT,
  LIVE_EVENTS,
  LIVE_SOCKET_PATH,
  liveRequestSchemas,
  resultEvent,
  type LiveError,
  type LiveEvent,
} from '@pasarlens/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Access } from '../billing/access.service.ts';
import { SESSION_COOKIE } from '../../plugins/auth-context.ts';
import { secureSocketAnswers } from '../../plugins/security.ts';
import { useDatabaseAdapter } from './live-adapter.ts';
import type { LiveHandlers } from './live.service.ts';

interface LiveSocketData {
  userId: string;
  viewOnly: boolean;
}

/** Rooms every connection joins, so that ending a session can close its connections on any process. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const userRoom = (userId: string) => `user:${userId}`;

/** The origins a browser may open the channel from: the app's own and the configured API clients. */
const allowedOrigins = (ctx: AppContext) => new Set([new URL(ctx.config.appUrl).origin, ...ctx.config.corsOrigins]);

function toLiveError(error: unknown, event: LiveEvent | null, uuid: string | null): LiveError {
  if (error instanceof AppError) return { uuid, event, code: error.code, message: error.message };
  return { uuid, event, code: 'INTERNAL', message: errorCatalog.INTERNAL.message };
}

/**
 * Spec §7 live-data channel on socket.io, on the app's own port. A connection needs a valid
 * session cookie and, when the browser names one, an allowed origin; each event is validated,
 * answered on its result event with the request's uuid, and a failure goes to the shared
 * error event (a marketplace that fails stops only that request).
 */
export function attachLiveChannel(server: FastifyInstance, ctx: AppContext, handlers: LiveHandlers): Server {
  const origins = allowedOrigins(ctx);
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, LiveSocketData>(
    server.server,
    {
      path: LIVE_SOCKET_PATH,
      serveClient: false,
      cors: { origin: [...origins], credentials: true },
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || origins.has(origin));
      },
    },
  );

  secureSocketAnswers(io, ctx.config);
  const close = useDatabaseAdapter(io, ctx.database, (err) => server.log.warn({ err }, 'live channel adapter'));

  io.use(async (socket, next) => {
    const token = server.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
    const auth = token ? await ctx.sessions.resolve(token) : null;
    if (!auth) return next(new Error(errorCatalog.AUTH_REQUIRED.message));
    socket.data.userId = auth.user.id;
    // An admin viewing the app as the user sees the live answers free of charge.
    socket.data.viewOnly = auth.viewer !== null;
    socket.join([sessionRoom(auth.session.id), userRoom(auth.user.id)]);
    next();
  });

  // The connection was authenticated when it opened: it must not outlive its session.
  ctx.sessions.onEnded((ended) => {
    const sockets =
      'sessionId' in ended
        ? io.in(sessionRoom(ended.sessionId))
        : io.in(userRoom(ended.userId)).except(ended.exceptSessionId ? [sessionRoom(ended.exceptSessionId)] : []);
    sockets.disconnectSockets(true);
  });

  io.on('connection', (socket: Socket) => {
    for (const event of LIVE_EVENTS) {
      socket.on(event, async (payload: unknown) => {
        const uuid =
          typeof (payload as { uuid?: unknown })?.uuid === 'string' ? (payload as { uuid: string }).uuid : null;
        const parsed = liveRequestSchemas[event].safeParse(payload);
        if (!parsed.success) {
          socket.emit(LIVE_ERROR_EVENT, {
            uuid,
            event,
            code: 'VALIDATION_FAILED',
            message: errorCatalog.VALIDATION_FAILED.message,
          } satisfies LiveError);
          return;
        }
        const { uuid: id, ...request } = parsed.data as { uuid: string } & Record<string, unknown>;
        try {
          const access = { ...(await ctx.billing.access(socket.data.userId)), viewOnly: socket.data.viewOnly };
          const answer = await (handlers[event] as (access: Access, request: unknown) => Promise<unknown>)(
            access,
            request,
          );
          socket.emit(resultEvent(event), { uuid: id, ...(answer as object) });
        } catch (error) {
          if (!(error instanceof AppError)) server.log.error({ err: error, event }, 'live request failed');
          socket.emit(LIVE_ERROR_EVENT, toLiveError(error, event, id));
        }
      });
    }
  });

  server.addHook('onClose', close);
  return io;
}

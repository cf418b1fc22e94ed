import type { Database } from '@pasarlens/db';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';

/**
 * Puts the live channel on socket.io's PostgreSQL adapter, so that what is sent to a room
 * (closing an ended session's connections) reaches the sockets of every process. The adapter holds one connection for LISTEN, from a small pool of its own. Returns how to close the
 * channel: socket.io, then that pool.
 */
export function useDatabaseAdapter(
  io: Server,
  database: Database,
  onError: (error: Error) => void,
): () => Promise<void> {
  const pool = new pg.Pool({ connectionString: database.jobConnection.connectionString, max: 3 });
  pool.on('error', onError);
  let closed = false;
  // The adapter (re)connects in the background; one that finishes after closing would hold its
  // connection for ever, so it gets one that never comes (a pending promise keeps nothing alive).
  const never = () => new Promise<never>(() => {});
  const guarded = {
    query: pool.query.bind(pool),
    connect: async () => {
      if (closed) return never();
      const client = await pool.connect();
      if (!closed) return client;
      client.release();
      return never();
    },
  };
  io.adapter(createAdapter(guarded as unknown as pg.Pool, { errorHandler: onError }));
  return async () => {
    closed = true;
    await io.close();
    await pool.end();
  };
}

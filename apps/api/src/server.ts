import { openDatabase } from '@pasarlens/db';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if ('dataDir' in config.database) mkdirSync(config.database.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  const { server } = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  const where = 'url' in config.database ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  server.log.info(`Pasarlens is running at ${config.appUrl} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

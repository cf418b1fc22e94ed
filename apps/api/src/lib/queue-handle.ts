import type PgBoss from 'pg-boss';

/** The job queue as request handlers see it: attached once this process starts its jobs, absent otherwise. */
export interface QueueHandle {
  attach(boss: PgBoss): void;
  /** Publishes an event; false when this process runs no queue. */
  publish(event: string, data: object): Promise<boolean>;
  /** Sends a job; false when this process runs no queue. */
  send(queue: string, data: object): Promise<boolean>;
}

export function queueHandle(): QueueHandle {
  let attached: PgBoss | undefined;
  return {
    attach: (boss) => void (attached = boss),
    async publish(event, data) {
      if (!attached) return false;
      await attached.publish(event, data);
      return true;
    },
    async send(queue, data) {
      if (!attached) return false;
      await attached.send(queue, data);
      return true;
    },
  };
}

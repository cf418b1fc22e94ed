/**
 * The products a live lookup has just shown, for the features that react to a lookup (price
 * alerts evaluate the alerts on them). Research tells it without knowing who listens.
 */
export interface LookedUpProducts {
  /** Runs every listener on the products; a listener's failure is reported, never the lookup's. */
  seen(productIds: number[]): Promise<void>;
  onSeen(listener: (productIds: number[]) => Promise<unknown>): void;
}

export function lookedUpProducts(report: (error: unknown) => void): LookedUpProducts {
  const listeners: ((productIds: number[]) => Promise<unknown>)[] = [];
  return {
    async seen(productIds) {
      if (productIds.length === 0) return;
      for (const listener of listeners) {
        try {
          await listener(productIds);
        } catch (error) {
          report(error);
        }
      }
    },
    onSeen: (listener) => void listeners.push(listener),
  };
}

import type { Database } from '@pasarlens/db';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken } from '../../lib/crypto.ts';
import { sharedSecret } from '../../lib/secrets.repo.ts';
import { accessAt, type Access } from './access.service.ts';
import { affiliatesService, type AffiliatesService } from './affiliates.service.ts';
import { downloadRowsService, type DownloadRowsService } from './download-rows.service.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { midtransGateway } from './gateway/midtrans.ts';
import { sandboxGateway, type SandboxGateway } from './gateway/sandbox.ts';
import { invoiceDocumentsService, type InvoiceDocumentsService } from './invoice-documents.service.ts';
import { paymentsService, type PaymentsService } from './payments.service.ts';
import { subscriptionsService, type SubscriptionsService } from './subscriptions.service.ts';
import { tokensService, type TokensService } from './tokens.service.ts';

export interface Billing {
  /** A user's plan, rights, subscription and usage account for this request, in one read: the one access check. */
  access(userId: string): Promise<Access>;
  gateway: PaymentGateway;
  /** The sandbox's portal operations, when it is the gateway. */
  sandbox: SandboxGateway | null;
  payments: PaymentsService;
  documents: InvoiceDocumentsService;
  subscriptions: SubscriptionsService;
  tokens: TokensService;
  affiliates: AffiliatesService;
  downloadRows: DownloadRowsService;
}

/**
 * The sandbox's server key: the configured one, else one generated for this installation and
 * kept with its secrets, so no one can sign notifications with a key published in the code.
 */
const sandboxServerKey = (config: Config, database: Database) =>
  config.payments.serverKey ?? sharedSecret(database.db, 'sandbox_server_key', () => `SB-Mid-server-${randomToken()}`);

/** The payment gateway the configuration names, and the services built on it. */
export async function createBilling(
  deps: { config: Config; database: Database; clock: Clock },
  gatewayOverride?: PaymentGateway,
): Promise<Billing> {
  const { config, database, clock } = deps;
  const payments = config.payments;
  const sandbox =
    payments.gateway === 'sandbox'
      ? sandboxGateway({
          sql: database,
          serverKey: await sandboxServerKey(config, database),
          appUrl: config.appUrl,
          clock,
        })
      : null;
  const gateway = gatewayOverride ?? (payments.gateway === 'midtrans' ? midtransGateway(payments) : sandbox!.gateway);
  return {
    access: (userId) => accessAt(database, userId, clock.now()),
    gateway,
    sandbox,
    payments: paymentsService({
      database,
      clock,
      gateway,
      appUrl: config.appUrl,
      whatsappNumber: config.whatsappNumber,
    }),
    documents: invoiceDocumentsService({ database }),
    subscriptions: subscriptionsService({ database, clock }),
    tokens: tokensService({ database, clock }),
    affiliates: affiliatesService({ database, clock }),
    downloadRows: downloadRowsService({ database, clock }),
  };
}

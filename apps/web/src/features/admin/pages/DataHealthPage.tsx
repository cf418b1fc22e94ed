import type { CrawlBlock, HeldSighting, MarketplaceHealth, SourceHealth } from '@pasarlens/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { errorMessage } from '../../../lib/mutations.ts';
import { formatDateTime, formatDay, formatIdr, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AdminTable } from '../components/AdminTable.tsx';
import { dropSightingMutation, releaseSightingMutation } from '../queries.ts';
import { useListParams } from '../useListParams.ts';

/** A reason the intake gave (refused, skipped, held), in words; one it has no words for yet, as it is. */
const reasonText = (t: TFunction, reason: string) =>
  t(`admin.health.reasons.${reason}`, { defaultValue: reason.replaceAll('_', ' ') });

const marketplaceName = (t: TFunction, marketplace: string) => t(`research.marketplaces.${marketplace}`);

function Reasons({ counts, testId }: { counts: { reason: string; count: number }[]; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (counts.length === 0) return <>0</>;
  return (
    <Space size={[4, 4]} wrap data-testid={testId}>
      {counts.map(({ reason, count }) => (
        <Tag key={reason} style={{ marginInlineEnd: 0 }}>
          {reasonText(t, reason)}: {formatNumber(count, language)}
        </Tag>
      ))}
    </Space>
  );
}

/** One marketplace's last day: a card, so a phone reads it without a sideways scroll. */
function MarketplaceCard({ health }: { health: MarketplaceHealth }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  return (
    <Card
      size="small"
      title={marketplaceName(t, health.marketplace)}
      extra={
        health.held > 0 && (
          <Tag color="orange">{t('admin.health.heldNow', { held: formatNumber(health.held, language) })}</Tag>
        )
      }
      data-testid={`health-${health.marketplace}`}
    >
      {health.lastDay === null ? (
        <Typography.Text type="secondary">{t('admin.health.noData')}</Typography.Text>
      ) : (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('admin.health.lastDay')}>
            <span data-testid="health-last-day">{formatDay(health.lastDay, language)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.health.productsSeen')}>
            <span data-testid="health-products-seen">
              {t('admin.health.ofCatalogue', { seen: count(health.productsSeen), catalogue: count(health.catalogue) })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.health.answers')}>{count(health.answers)}</Descriptions.Item>
          <Descriptions.Item label={t('admin.health.skipped')}>
            <Reasons counts={health.skipped} testId="health-skipped" />
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.health.refused')}>
            <Reasons counts={health.refused} testId="health-refused" />
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.health.quarantined')}>{count(health.quarantined)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function SourceCard({ source }: { source: SourceHealth }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  return (
    <Card size="small" title={t(`admin.health.sources.${source.source}`)} data-testid={`source-${source.source}`}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('admin.health.answers')}>{count(source.answers)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.health.products')}>
          {t('admin.health.productsAccepted', { products: count(source.products), accepted: count(source.accepted) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.health.refusedAnswers')}>{count(source.refused)}</Descriptions.Item>
        {source.lastReceivedAt && (
          <Descriptions.Item label={t('admin.health.lastReceived')}>
            {formatDateTime(source.lastReceivedAt, language)}
          </Descriptions.Item>
        )}
      </Descriptions>
      {source.contributors.length > 0 && (
        <Flex vertical gap={4} style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('admin.health.contributors')}</Typography.Text>
          {source.contributors.map((c) => (
            <Flex key={c.email} wrap justify="space-between" gap={4} data-testid="source-contributor">
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{c.email}</Typography.Text>
              <Typography.Text type="secondary">
                {t('admin.health.contributed', { answers: count(c.answers), products: count(c.products) })}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** The sightings held in quarantine, each released (ingested for its day) or dropped from its row. */
function HeldSightings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { page, setPage } = useListParams();
  const held = useQuery({ ...endpointQuery('adminHeldSightings', { page }), placeholderData: keepPreviousData });
  const decided = (decision: 'release' | 'drop') => ({
    onSuccess: () => void message.success(t(`admin.health.held.${decision}d`)),
    onError: (error: Error) => void message.error(errorMessage(t, error)),
    onSettled: () =>
      Promise.all(
        ['adminHeldSightings', 'adminDataHealth'].map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
      ),
  });
  const release = useMutation({ ...releaseSightingMutation(), ...decided('release') });
  const drop = useMutation({ ...dropSightingMutation(), ...decided('drop') });
  const deciding = release.isPending || drop.isPending;
  const columns: TableColumnsType<HeldSighting> = [
    {
      key: 'product',
      title: t('admin.health.held.product'),
      render: (_, h) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 260 }}>
          <a href={h.url} target="_blank" rel="noreferrer noopener">
            {h.name}
          </a>
          <Typography.Text type="secondary">
            {marketplaceName(t, h.marketplace)} · {h.externalId}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'day', title: t('admin.health.held.day'), render: (_, h) => formatDay(h.day, language) },
    {
      key: 'reason',
      title: t('admin.health.held.reason'),
      render: (_, h) => <Tag color="orange">{reasonText(t, h.reason)}</Tag>,
    },
    {
      key: 'seen',
      title: t('admin.health.held.seen'),
      render: (_, h) => (
        <Space orientation="vertical" size={0}>
          <span>{formatIdr(h.price, language)}</span>
          <Typography.Text type="secondary">
            {t('admin.health.held.sold', { sold: formatNumber(h.sold, language) })}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'source', title: t('admin.health.held.source'), render: (_, h) => t(`admin.health.sources.${h.source}`) },
    {
      key: 'actions',
      render: (_, h) => (
        <Space wrap>
          <Popconfirm title={t('admin.health.held.releaseConfirm')} onConfirm={() => release.mutate({ id: h.id })}>
            <Button size="small" type="primary" disabled={deciding} data-testid="held-release">
              {t('admin.health.held.release')}
            </Button>
          </Popconfirm>
          <Popconfirm title={t('admin.health.held.dropConfirm')} onConfirm={() => drop.mutate({ id: h.id })}>
            <Button size="small" danger disabled={deciding} data-testid="held-drop">
              {t('admin.health.held.drop')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <AdminTable
      query={held}
      columns={columns}
      rowKey="id"
      page={page}
      onPage={setPage}
      testId="held-sightings"
      rowTestId="held-row"
    />
  );
}

/**
 * /app/admin/data-health: per marketplace its last day, products seen against the catalogue,
 * answers read, skipped, refused and held; the sightings held in quarantine; the sources and
 * who contributed to them.
 */
/** A marketplace that stopped the crawler with a block page or a captcha: when, why, where. */
function CrawlBlockAlert({ block }: { block: CrawlBlock }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid={`crawl-block-${block.marketplace}`}
      message={t('admin.health.crawlBlocked', {
        marketplace: marketplaceName(t, block.marketplace),
        at: formatDateTime(block.blockedAt, language),
      })}
      description={t('admin.health.crawlBlockedReason', { reason: block.reason, address: block.address })}
    />
  );
}

export default function DataHealthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.nav.dataHealth'));
  const health = useQuery(endpointQuery('adminDataHealth', {}));
  const cols = { xs: 24, md: 12, xl: 8 } as const;
  return (
    <div data-testid="data-health">
      <ApiErrorAlert failure={isApiError(health.error) ? health.error.failure : null} error={health.error} />
      {health.isPending ? (
        <Skeleton active />
      ) : (
        health.data && (
          <>
            {health.data.crawlBlocks.map((block) => (
              <CrawlBlockAlert key={block.marketplace} block={block} />
            ))}
            <Row gutter={[16, 16]}>
              {health.data.marketplaces.map((m) => (
                <Col key={m.marketplace} {...cols}>
                  <MarketplaceCard health={m} />
                </Col>
              ))}
            </Row>
            {health.data.unrecognised.length > 0 && (
              <Typography.Paragraph style={{ marginTop: 16 }}>
                {t('admin.health.unrecognised')} <Reasons counts={health.data.unrecognised} testId="unrecognised" />
              </Typography.Paragraph>
            )}
          </>
        )
      )}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('admin.health.held.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.health.held.lead')}</Typography.Paragraph>
      <HeldSightings />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('admin.health.sourcesTitle')}
      </Typography.Title>
      {health.data?.sources.length === 0 ? (
        <Typography.Text type="secondary">{t('admin.health.noSources')}</Typography.Text>
      ) : (
        <Row gutter={[16, 16]}>
          {health.data?.sources.map((s) => (
            <Col key={s.source} {...cols}>
              <SourceCard source={s} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}

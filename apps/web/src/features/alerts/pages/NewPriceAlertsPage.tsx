import type { WatchableProduct } from '@pasarlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, List, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { alertsChanged, createAlerts, findProduct } from '../queries.ts';
import { AlertsPaywall } from '../components/AlertsPaywall.tsx';
import { ConditionEditor, ruleOf, type RuleDraft } from '../components/ConditionEditor.tsx';
import { ProductFinder } from '../components/ProductFinder.tsx';

/** /app/price-alerts/new-multiple: several products (searched, or pasted as links one per line), one condition, all created or none. */
export default function NewPriceAlertsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.multiple.title'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [products, setProducts] = useState<WatchableProduct[]>([]);
  const [links, setLinks] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);
  const [rule, setRule] = useState<RuleDraft>({ condition: 'down_by', target: 10, unit: 'percent' });
  const [params] = useSearchParams();
  const given = params.get('products') ?? '';
  const toggle = (product: WatchableProduct) =>
    setProducts((current) =>
      current.some((p) => p.id === product.id) ? current.filter((p) => p.id !== product.id) : [...current, product],
    );
  const resolve = useMutation({
    mutationFn: async (text: string) => {
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const answers = await Promise.all(lines.map(async (line) => ({ line, answer: await findProduct(line) })));
      const found = answers.flatMap(({ answer }) => (answer.ok ? answer.data.products.slice(0, 1) : []));
      setUnknown(
        answers.filter(({ answer }) => !answer.ok || answer.data.products.length === 0).map(({ line }) => line),
      );
      setProducts((current) => [...current, ...found.filter((f) => !current.some((p) => p.id === f.id))]);
    },
  });
  const { mutate: resolveLines } = resolve;
  // Products picked on a research page arrive as ids (?products=1,2,3): looked up like pasted lines.
  useEffect(() => {
    const ids = given.split(',').filter((id) => /^\d+$/.test(id));
    if (ids.length > 0) resolveLines(ids.join('\n'));
  }, [given, resolveLines]);
  const create = useMutation({
    mutationFn: async () => unwrap(await createAlerts(products.map((p) => ({ product_id: p.id, ...ruleOf(rule) })))),
    onSuccess: async () => {
      await alertsChanged(queryClient);
      navigate(paths.priceAlerts);
    },
  });

  if (!user.premium.alertSupport)
    return (
      <div className="pl-page">
        <AlertsPaywall />
      </div>
    );
  return (
    <div className="pl-page" data-testid="new-alerts">
      <Typography.Title level={3}>{t('alerts.multiple.title')}</Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
        <Card className="pl-card" title={t('alerts.new.find')}>
          <ProductFinder onPick={toggle} picked={(id) => products.some((p) => p.id === id)} />
        </Card>
        <Card className="pl-card" title={t('alerts.multiple.links')}>
          <Input.TextArea
            rows={3}
            value={links}
            onChange={(e) => setLinks(e.target.value)}
            placeholder="https://shopee.co.id/…"
            data-testid="alert-links"
          />
          <Button
            style={{ marginTop: 8 }}
            loading={resolve.isPending}
            onClick={() => resolve.mutate(links)}
            data-testid="alert-links-add"
          >
            {t('alerts.multiple.add')}
          </Button>
          {unknown.length > 0 && (
            <Typography.Paragraph type="warning">
              {t('alerts.multiple.unknown', { links: unknown.join(', ') })}
            </Typography.Paragraph>
          )}
        </Card>
        <Card className="pl-card" title={t('alerts.multiple.chosen', { count: products.length })}>
          <List
            dataSource={products}
            rowKey="id"
            locale={{ emptyText: t('alerts.multiple.none') }}
            renderItem={(p) => (
              <List.Item
                actions={[
                  <Button key="x" size="small" onClick={() => toggle(p)}>
                    {t('alerts.multiple.drop')}
                  </Button>,
                ]}
              >
                {p.name}
              </List.Item>
            )}
          />
        </Card>
        <Card className="pl-card" title={t('alerts.new.condition')}>
          <ConditionEditor value={rule} onChange={setRule} product={products[0] ?? null} />
          {create.error && isApiError(create.error) && <ApiErrorAlert failure={create.error.failure} />}
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            disabled={products.length === 0}
            loading={create.isPending}
            onClick={() => create.mutate()}
            data-testid="alerts-submit"
          >
            {t('alerts.multiple.submit', { count: products.length })}
          </Button>
        </Card>
      </Space>
    </div>
  );
}

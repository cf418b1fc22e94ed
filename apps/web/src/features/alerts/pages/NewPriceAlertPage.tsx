import type { WatchableProduct } from '@pasarlens/contracts';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { alertsChanged, createAlert, foundProductsQuery } from '../queries.ts';
import { AlertsPaywall } from '../components/AlertsPaywall.tsx';
import { ConditionEditor, EMPTY_RULE, ruleOf, type RuleDraft } from '../components/ConditionEditor.tsx';
import { PickedProduct } from '../components/PickedProduct.tsx';
import { ProductFinder } from '../components/ProductFinder.tsx';

/** /app/price-alerts/new[?product=ID]: paste a link or search, set the condition with its live preview, create. */
export default function NewPriceAlertPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.new.title'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const given = params.get('product') ?? '';
  const preset = useQuery(foundProductsQuery(/^\d+$/.test(given) ? given : ''));
  const [product, setProduct] = useState<WatchableProduct | null>(null);
  const [rule, setRule] = useState<RuleDraft>(EMPTY_RULE);
  useEffect(() => {
    const first = preset.data?.products[0];
    if (first) setProduct((current) => current ?? first);
  }, [preset.data]);
  const create = useMutation({
    mutationFn: async () => unwrap(await createAlert({ product_id: product!.id, ...ruleOf(rule) })),
    onSuccess: async (alert) => {
      await alertsChanged(queryClient);
      navigate(paths.priceAlert(alert.id));
    },
  });

  if (!user.premium.alertSupport)
    return (
      <div className="pl-page">
        <AlertsPaywall />
      </div>
    );
  return (
    <div className="pl-page" data-testid="new-alert">
      <Typography.Title level={3}>{t('alerts.new.title')}</Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
        {product ? <PickedProduct product={product} /> : null}
        <Card className="pl-card" title={product ? t('alerts.new.change') : t('alerts.new.find')}>
          <ProductFinder onPick={setProduct} picked={(id) => product?.id === id} />
        </Card>
        {product && (
          <Card className="pl-card" title={t('alerts.new.condition')}>
            <ConditionEditor value={rule} onChange={setRule} product={product} />
            {create.error && isApiError(create.error) && <ApiErrorAlert failure={create.error.failure} />}
            <Button
              type="primary"
              style={{ marginTop: 16 }}
              loading={create.isPending}
              onClick={() => create.mutate()}
              data-testid="alert-submit"
            >
              {t('alerts.new.submit')}
            </Button>
          </Card>
        )}
      </Space>
    </div>
  );
}

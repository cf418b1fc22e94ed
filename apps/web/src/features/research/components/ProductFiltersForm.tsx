import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { ProductFilters } from '../params.ts';

interface Values {
  min_price?: number | null;
  max_price?: number | null;
  min_rating?: number | null;
  official_only?: boolean;
}

/**
 * Price range, lowest rating and official stores only. Applying writes them into the URL; the
 * form starts from the URL's filters (remount it with a key when they change).
 */
export function ProductFiltersForm({
  filters,
  locked = false,
  onApply,
}: {
  filters: ProductFilters | undefined;
  locked?: boolean;
  onApply: (filters: ProductFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial: Values = { ...filters, official_only: filters?.official_only ?? false };
  const submit = (values: Values) =>
    onApply({
      min_price: values.min_price ?? undefined,
      max_price: values.max_price ?? undefined,
      min_rating: values.min_rating ?? undefined,
      official_only: values.official_only || undefined,
    });
  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={submit}
      className="pl-filters"
      data-testid="product-filters"
      disabled={locked}
    >
      {locked && (
        <Form.Item>
          <Link to={paths.pricing} className="pl-filters__locked" data-testid="filters-locked">
            <LockOutlined /> {t('research.filters.locked')}
          </Link>
        </Form.Item>
      )}
      <Form.Item name="min_price" label={t('research.filters.minPrice')}>
        <InputNumber<number>
          min={0}
          step={1000}
          prefix="Rp"
          data-testid="filter-min-price"
          className="pl-filters__price"
        />
      </Form.Item>
      <Form.Item
        name="max_price"
        label={t('research.filters.maxPrice')}
        dependencies={['min_price']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: number | null | undefined) => {
              const min = getFieldValue('min_price') as number | null | undefined;
              return value == null || min == null || min <= value
                ? Promise.resolve()
                : Promise.reject(new Error(t('research.filters.priceOrder')));
            },
          }),
        ]}
      >
        <InputNumber<number>
          min={0}
          step={1000}
          prefix="Rp"
          data-testid="filter-max-price"
          className="pl-filters__price"
        />
      </Form.Item>
      <Form.Item name="min_rating" label={t('research.filters.minRating')}>
        <InputNumber<number> min={0} max={5} step={0.5} data-testid="filter-min-rating" />
      </Form.Item>
      <Form.Item name="official_only" valuePropName="checked">
        <Checkbox data-testid="filter-official">{t('research.filters.officialOnly')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filters-apply">
            {t('research.filters.apply')}
          </Button>
          <Button
            data-testid="filters-reset"
            onClick={() => {
              form.setFieldsValue({ min_price: null, max_price: null, min_rating: null, official_only: false });
              onApply({});
            }}
          >
            {t('research.filters.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

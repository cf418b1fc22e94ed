import type { ListingFieldsInput } from '@pasarlens/contracts';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { PhoneInput } from '../../../components/PhoneInput.tsx';
import { isApiError } from '../../../lib/api.ts';
import { issuesToFields, useFormRules } from '../../../lib/formRules.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { createListing, LISTING_QUERY_KEYS, updateListing, myListingQuery } from '../queries.ts';
import { ListingCard } from '../components/ListingCard.tsx';
import { categoryOptions, supplierTypeOptions } from '../components/labels.ts';
import { PhotoField } from '../components/PhotoField.tsx';

type Values = Omit<ListingFieldsInput, 'website' | 'marketStore'> & { website?: string; marketStore?: string };
const FIELDS = [
  'productName',
  'photoId',
  'category',
  'supplierType',
  'storeName',
  'phone',
  'website',
  'address',
  'description',
  'marketStore',
] as const;

/** /app/suppliers/new and /app/suppliers/mine/:listingId/edit: the listing's fields, the photo upload and a live preview of the card. */
export default function ListingFormPage() {
  const { listingId } = useParams();
  const id = listingId && /^\d+$/.test(listingId) ? Number(listingId) : undefined;
  const existing = useQuery(myListingQuery(id));
  if (id !== undefined && isApiError(existing.error)) return <ApiErrorAlert failure={existing.error.failure} />;
  if (id !== undefined && !existing.data) return <Skeleton active />;
  const listing = existing.data;
  return (
    <ListingForm
      id={id}
      initial={
        listing && {
          ...listing,
          website: listing.website ?? '',
          marketStore: listing.marketStoreInput ?? '',
          thumb: listing.photo.thumb,
        }
      }
    />
  );
}

function ListingForm({ id, initial }: { id: number | undefined; initial: (Values & { thumb: string }) | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFormRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [thumb, setThumb] = useState(initial?.thumb);
  const title = t(id === undefined ? 'suppliers.form.newTitle' : 'suppliers.form.editTitle');
  useDocumentTitle(title);
  const preview = Form.useWatch([], form) ?? {};
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t(`suppliers.form.required.${key}`),
  });

  const save = useMutation({
    mutationFn: (values: Values) => (id === undefined ? createListing(values) : updateListing(id, values)),
    onSuccess: async (result) => {
      if (!result.ok) {
        form.setFields(issuesToFields(t, result.body?.issues, FIELDS));
        return;
      }
      await Promise.all(LISTING_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      void message.success(t('suppliers.form.saved'));
      void navigate(paths.myListings);
    },
  });
  const failure = save.data && !save.data.ok ? save.data : null;

  return (
    <div className="pl-page" data-testid="listing-form">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={14}>
          <ApiErrorAlert failure={failure} error={save.error} testId="listing-form-error" />
          <Form<Values>
            form={form}
            name="listing"
            layout="vertical"
            requiredMark={false}
            initialValues={initial}
            onFinish={(values) => save.mutate(values)}
            disabled={save.isPending}
          >
            <Form.Item name="productName" label={t('suppliers.fields.productName')} rules={[required('productName')]}>
              <Input maxLength={120} data-testid="listing-product-name" />
            </Form.Item>
            <Form.Item
              name="photoId"
              label={t('suppliers.fields.photo')}
              extra={t('suppliers.form.photoRule')}
              rules={[{ required: true, message: t('suppliers.form.required.photo') }]}
            >
              <PhotoField
                onUploaded={(photo) => {
                  setThumb(photo.thumb);
                  form.setFields([{ name: 'photoId', value: photo.id, errors: [] }]);
                }}
                onFailed={(text) => form.setFields([{ name: 'photoId', errors: [text] }])}
              />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="category"
                  label={t('suppliers.fields.category')}
                  rules={[{ required: true, message: t('suppliers.form.required.category') }]}
                >
                  <Select options={categoryOptions(t)} data-testid="listing-category" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="supplierType"
                  label={t('suppliers.fields.supplierType')}
                  rules={[{ required: true, message: t('suppliers.form.required.supplierType') }]}
                >
                  <Select options={supplierTypeOptions(t)} data-testid="listing-supplier-type" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="storeName" label={t('suppliers.fields.storeName')} rules={[required('storeName')]}>
              <Input maxLength={100} data-testid="listing-store-name" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('suppliers.fields.phone')}
              extra={t('suppliers.form.phoneHint')}
              rules={[rules.requiredPhone, rules.phone]}
              validateTrigger={['onBlur', 'onChange']}
            >
              <PhoneInput data-testid="listing-phone-input" />
            </Form.Item>
            <Form.Item name="website" label={t('suppliers.fields.website')} rules={[rules.website]}>
              <Input maxLength={200} placeholder="tokoanda.co.id" data-testid="listing-website" />
            </Form.Item>
            <Form.Item name="address" label={t('suppliers.fields.address')} rules={[required('address')]}>
              <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} data-testid="listing-address" />
            </Form.Item>
            <Form.Item name="description" label={t('suppliers.fields.description')} rules={[required('description')]}>
              <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 4 }} data-testid="listing-description" />
            </Form.Item>
            <Form.Item
              name="marketStore"
              label={t('suppliers.fields.marketStore')}
              extra={t('suppliers.form.marketStoreHint')}
            >
              <Input maxLength={200} placeholder="https://shopee.co.id/tokoanda" data-testid="listing-market-store" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} block data-testid="listing-submit">
              {t('common.save')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} md={10}>
          <Typography.Text type="secondary">{t('suppliers.form.preview')}</Typography.Text>
          <div style={{ maxWidth: 280, marginTop: 8 }}>
            <ListingCard
              testId="listing-preview"
              listing={{
                productName: preview.productName ?? '',
                storeName: preview.storeName ?? '',
                address: preview.address ?? '',
                category: preview.category,
                supplierType: preview.supplierType,
                photo: thumb,
              }}
            />
          </div>
        </Col>
      </Row>
    </div>
  );
}

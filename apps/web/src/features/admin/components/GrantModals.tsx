import {
  MAX_GRANT_AMOUNT,
  PAID_PLAN_IDS,
  PLANS,
  giveAmountSchema,
  type Grant,
  type GrantKind,
} from '@pasarlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useFormRules } from '../../../lib/formRules.ts';
import { give, reloadUsers, removeGrant, type GiveValues } from '../queries.ts';
import { FormModal, PurposeField } from './FormModal.tsx';
import { planName } from '../../../lib/plan.ts';

const GIVES_PLAN: Record<GrantKind, boolean> = {
  premium: true,
  quota: true,
  custom_quota: false,
  download_credit: false,
};

/** Give a plan for a month, a plan's monthly tokens, tokens or download rows: what, and why. */
export function GiveModal({
  kind,
  user,
  onClose,
}: {
  kind: GrantKind;
  user: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFormRules();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const planOptions = PAID_PLAN_IDS.map((plan) => ({
    value: plan,
    label:
      kind === 'quota'
        ? t('admin.give.planTokens', {
            plan: planName(t, plan),
            tokens: formatNumber(PLANS[plan].tokensPerMonth, language),
          })
        : planName(t, plan),
  }));
  return (
    <FormModal<GiveValues>
      title={t(`admin.give.${kind}.title`, { name: user.name })}
      okText={t('admin.give.confirm')}
      testId={`give-${kind}-modal`}
      fields={['plan', 'amount', 'purpose']}
      onSubmit={(values) => give(kind, user.id, values)}
      onDone={async () => {
        void message.success(t('admin.give.done'));
        await reloadUsers(queryClient);
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t(`admin.give.${kind}.body`)}</Typography.Paragraph>
      {GIVES_PLAN[kind] ? (
        <Form.Item
          name="plan"
          label={t('admin.give.plan')}
          rules={[{ required: true, message: t('admin.give.planRequired') }]}
        >
          <Select options={planOptions} data-testid="give-plan" />
        </Form.Item>
      ) : (
        <Form.Item
          name="amount"
          label={t(kind === 'custom_quota' ? 'admin.give.tokens' : 'admin.give.rows')}
          rules={[
            { required: true, message: t('admin.give.amountRequired') },
            rules.schema(giveAmountSchema.shape.amount),
          ]}
        >
          <InputNumber
            min={1}
            max={MAX_GRANT_AMOUNT}
            precision={0}
            style={{ width: '100%' }}
            data-testid="give-amount"
          />
        </Form.Item>
      )}
      <PurposeField testId="give-purpose" />
    </FormModal>
  );
}

/** Take a grant back, saying why. */
export function RemoveGrantModal({ grant, userId, onClose }: { grant: Grant; userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return (
    <FormModal<{ purpose: string }>
      title={t('admin.grants.removeTitle')}
      okText={t('admin.grants.remove')}
      testId="remove-grant-modal"
      danger
      fields={['purpose']}
      onSubmit={({ purpose }) => removeGrant(grant, userId, purpose)}
      onDone={async () => {
        void message.success(t('admin.grants.removed'));
        await reloadUsers(queryClient);
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t(`admin.grants.removeBody.${grant.kind}`)}</Typography.Paragraph>
      <PurposeField testId="remove-purpose" />
    </FormModal>
  );
}

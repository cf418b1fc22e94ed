import { PERSONA_TYPES, type CurrentUser, type PersonaInput } from '@pasarlens/contracts';
import { Form, Input, Modal, Radio, Typography, type ButtonProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';
import { setCurrentUser } from '../../../lib/session.tsx';
import { savePersonaMutation } from '../persona.ts';

/** How long "later" puts the question off; it is asked again on the first visit after. */
const PUT_OFF_MS = 3 * 24 * 60 * 60 * 1000;
const putOffKey = (userId: string) => `pl-persona-later:${userId}`;

const putOffUntil = (userId: string): number => Number(localStorage.getItem(putOffKey(userId)) ?? 0);

/**
 * Onboarding question (business type); shown while the user has no persona, closed by answering
 * or put off for a few days ("later").
 */
export function PersonaModal({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [putOff, setPutOff] = useState(() => putOffUntil(user.id) > Date.now());
  const later = () => {
    localStorage.setItem(putOffKey(user.id), String(Date.now() + PUT_OFF_MS));
    setPutOff(true);
  };
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PersonaInput>();
  const type = Form.useWatch('type', form);

  const mutation = useMutation({
    ...savePersonaMutation(),
    onSuccess: (answer) => setCurrentUser(queryClient, { ...user, persona: answer.persona }),
  });
  // An admin viewing the app as the user cannot answer for them.
  if (user.persona !== null || putOff || user.viewedBy) return null;

  return (
    <Modal
      open
      title={t('persona.title')}
      okText={t('persona.submit')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: mutation.isPending, disabled: !type, 'data-testid': 'persona-submit' } as ButtonProps}
      cancelText={t('persona.later')}
      onCancel={later}
      cancelButtonProps={{ 'data-testid': 'persona-later' } as ButtonProps}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      modalRender={(node) => <div data-testid="persona-modal">{node}</div>}
    >
      <Typography.Paragraph type="secondary">{t('persona.subtitle')}</Typography.Paragraph>
      <ApiErrorAlert
        failure={isApiError(mutation.error) ? mutation.error.failure : null}
        error={mutation.error}
        testId="persona-error"
      />
      <Form<PersonaInput>
        form={form}
        name="persona"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          mutation.mutate(
            values.type === 'other' ? { type: 'other', other: values.other?.trim() } : { type: values.type },
          )
        }
      >
        <Form.Item name="type" rules={[{ required: true, message: t('persona.required') }]}>
          <Radio.Group className="pl-persona-options">
            {PERSONA_TYPES.map((persona) => (
              <Radio key={persona} value={persona} data-testid={`persona-${persona}`}>
                {t(`persona.types.${persona}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {type === 'other' && (
          <Form.Item
            name="other"
            label={t('persona.otherLabel')}
            rules={[{ required: true, whitespace: true, message: t('persona.otherRequired') }]}
          >
            <Input placeholder={t('persona.otherPlaceholder')} maxLength={200} autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

import { removeGrantSchema } from '@pasarlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import type { ApiFailure, ApiResult } from '../../../lib/api.ts';
import { issuesToFields, useFormRules } from '../../../lib/formRules.ts';

/**
 * A change made in a modal: the form's values go to `onSubmit` when OK confirms them; a success
 * calls `onDone` and closes, a failure shows its message and marks the fields it names.
 */
export function FormModal<V extends object>({
  title,
  okText,
  testId,
  initialValues,
  fields,
  onSubmit,
  onDone,
  onClose,
  danger = false,
  children,
}: {
  title: ReactNode;
  okText: string;
  testId: string;
  initialValues?: Partial<V>;
  /** The fields a server's validation issues may name. */
  fields: readonly string[];
  onSubmit: (values: V) => Promise<ApiResult<unknown>>;
  onDone: () => void | Promise<unknown>;
  onClose: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const submit = useMutation({
    mutationFn: onSubmit,
    onSuccess: async (result) => {
      if (result.ok) {
        await onDone();
        onClose();
        return;
      }
      setFailure(result);
      form.setFields(issuesToFields(t, result.body?.issues, fields) as never);
    },
  });
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      okButtonProps={{ danger, 'data-testid': `${testId}-confirm` } as ButtonProps}
      destroyOnHidden
    >
      <div data-testid={testId}>
        <ApiErrorAlert failure={failure} error={submit.error} testId={`${testId}-error`} />
        <Form<V>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => submit.mutate(values)}
        >
          {children}
        </Form>
      </div>
    </Modal>
  );
}

/** Why an admin gives or takes back something (kept in the audit log): the contract's rule, at least 3 characters. */
export function PurposeField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const rules = useFormRules();
  return (
    <Form.Item
      name="purpose"
      label={t('admin.purpose.label')}
      extra={t('admin.purpose.help')}
      rules={[rules.schema(removeGrantSchema.shape.purpose)]}
    >
      <Input.TextArea rows={2} maxLength={500} data-testid={testId} />
    </Form.Item>
  );
}

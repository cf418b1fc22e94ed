import { isValidEmail, isValidPhone, isValidWebsite, PASSWORD_MIN_LENGTH, PHONE_EXAMPLE } from '@pasarlens/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiIssue, LocalSchema } from './api.ts';
import { issueMessage } from './errors.ts';

/** antd Form rules built on the contracts' validators, with spec §5 messages via i18n. */
export function useFormRules() {
  const { t } = useTranslation();

  const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

  const email: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value !== '' && !isValidEmail(value.trim()))
        throw new Error(t('validation.email'));
    },
  };

  const phone: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value !== '' && !isValidPhone(value.trim())) {
        throw new Error(t('validation.phone', { phone: PHONE_EXAMPLE }));
      }
    },
  };

  const website: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value.trim() !== '' && !isValidWebsite(value.trim()))
        throw new Error(t('validation.website'));
    },
  };

  const password: FormRule = {
    min: PASSWORD_MIN_LENGTH,
    message: t('validation.passwordLength', { min: PASSWORD_MIN_LENGTH }),
  };

  /** Must equal the value of another field (confirm password). */
  const sameAs =
    (field: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(field)) throw new Error(t('validation.passwordMismatch'));
      },
    });

  /** The field's rule in the contracts, with its message in the interface language; an optional field may stay empty. */
  const schema = (fieldSchema: LocalSchema<unknown>, { optional = false } = {}): FormRule => ({
    validator: async (_rule, value: unknown) => {
      if (optional && (value === undefined || value === null || value === '')) return;
      const parsed = fieldSchema.safeParse(value ?? '');
      if (!parsed.success) throw new Error(issueMessage(t, parsed.error.issues[0]?.message ?? ''));
    },
  });

  return {
    requiredName: required(t('validation.nameRequired')),
    requiredEmail: required(t('validation.emailRequired')),
    requiredPhone: required(t('validation.phoneRequired')),
    requiredPassword: { required: true, message: t('validation.passwordRequired') } satisfies FormRule,
    requiredConfirm: { required: true, message: t('validation.confirmPasswordRequired') } satisfies FormRule,
    email,
    phone,
    website,
    password,
    sameAs,
    schema,
  };
}

/** Field errors for antd's form.setFields from the issues of a failure (kept here, with the forms, off the first page). */
export function issuesToFields<const F extends string>(
  t: TFunction,
  issues: readonly ApiIssue[] | undefined,
  fields: readonly F[],
) {
  const isField = (path: string): path is F => (fields as readonly string[]).includes(path);
  return (issues ?? []).flatMap((issue) =>
    isField(issue.path) ? [{ name: issue.path, errors: [issueMessage(t, issue.message)] }] : [],
  );
}

import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import { useSignedInUser } from '../../../lib/session.tsx';

/** "Coming soon" card for an app section that a later feature fills in. */
export default function PlaceholderPage({ labelKey, adminOnly = false }: { labelKey: string; adminOnly?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (adminOnly && user.role !== 'admin') {
    return <Result status="403" title={t('forbidden.title')} subTitle={t('errors.FORBIDDEN')} />;
  }
  return <ComingSoon title={t(labelKey)} />;
}

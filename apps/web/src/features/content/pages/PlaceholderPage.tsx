import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

/** "Coming soon" card for an app section that a later feature fills in. */
export default function PlaceholderPage({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(labelKey)} />;
}

import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';

/** The invitation at the foot of the public pages. */
export function SignUpCard() {
  const { t } = useTranslation();
  return (
    <Card className="pl-card pl-info-cta" style={{ marginTop: 16 }}>
      <Typography.Paragraph style={{ marginBottom: 12 }}>{t('info.ctaText')}</Typography.Paragraph>
      <LinkButton type="primary" to={paths.register}>
        {t('info.ctaButton')}
      </LinkButton>
    </Card>
  );
}

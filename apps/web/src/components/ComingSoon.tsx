import { RocketOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { LinkButton } from './LinkButton.tsx';

/** Card for app sections that later releases fill in. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Card className="pl-card" data-testid="coming-soon">
      <Result
        icon={<RocketOutlined style={{ color: 'var(--pl-primary)' }} />}
        title={title}
        subTitle={t('comingSoon.description')}
        extra={
          <LinkButton type="primary" to={paths.home}>
            {t('comingSoon.backHome')}
          </LinkButton>
        }
      />
    </Card>
  );
}

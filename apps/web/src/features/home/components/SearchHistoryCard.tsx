import { HistoryOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Last 10 token uses (spec §2); the token history endpoint comes with a later feature. */
export function SearchHistoryCard() {
  const { t } = useTranslation();
  return (
    <Card
      className="pl-card"
      title={
        <span>
          <HistoryOutlined /> {t('home.history.title')}
        </span>
      }
      data-testid="search-history"
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.history.empty')} />
    </Card>
  );
}

import { AimOutlined, ApartmentOutlined, DashboardOutlined, FundOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

interface Shortcut {
  key: string;
  path: string;
  icon: ReactNode;
  titleKey: string;
  descriptionKey: string;
}

/** Spec §2: ads spy, category research, historical store, enterprise dashboard, product research. */
const SHORTCUTS: Shortcut[] = [
  {
    key: 'ads-spy',
    path: paths.adsSpy,
    icon: <AimOutlined />,
    titleKey: 'home.shortcuts.adsSpy.title',
    descriptionKey: 'home.shortcuts.adsSpy.description',
  },
  {
    key: 'category-research',
    path: paths.categoryResearch,
    icon: <ApartmentOutlined />,
    titleKey: 'home.shortcuts.categoryResearch.title',
    descriptionKey: 'home.shortcuts.categoryResearch.description',
  },
  {
    key: 'historical-store',
    path: paths.storeHistories,
    icon: <FundOutlined />,
    titleKey: 'home.shortcuts.historicalStore.title',
    descriptionKey: 'home.shortcuts.historicalStore.description',
  },
  {
    key: 'enterprise-dashboard',
    path: paths.enterprise,
    icon: <DashboardOutlined />,
    titleKey: 'home.shortcuts.enterprise.title',
    descriptionKey: 'home.shortcuts.enterprise.description',
  },
  {
    key: 'product-research',
    path: paths.productResearch,
    icon: <ShoppingOutlined />,
    titleKey: 'home.shortcuts.productResearch.title',
    descriptionKey: 'home.shortcuts.productResearch.description',
  },
];

export function ShortcutCards() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {SHORTCUTS.map((shortcut) => (
        <Col key={shortcut.key} xs={24} sm={12} lg={8} xxl={{ flex: '20%' }}>
          <Link to={shortcut.path} data-testid={`shortcut-${shortcut.key}`} className="pl-shortcut">
            <Card hoverable className="pl-card pl-shortcut__card">
              <div className="pl-feature__icon">{shortcut.icon}</div>
              <Typography.Title level={5} className="pl-shortcut__title">
                {t(shortcut.titleKey)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" className="pl-shortcut__text">
                {t(shortcut.descriptionKey)}
              </Typography.Paragraph>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

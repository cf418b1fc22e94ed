import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/** A feature page: what it is, what it does point by point, and how to get it. */
export function PromotionPage({
  testId,
  icon,
  titleKey,
  leadKey,
  pointKeys,
  actions,
  children,
}: {
  testId: string;
  icon: ReactNode;
  titleKey: string;
  leadKey: string;
  pointKeys: readonly string[];
  actions: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <div data-testid={testId}>
      <Card className="pl-card" style={{ marginBottom: 16 }}>
        <Space align="start" size={16} wrap>
          <span style={{ fontSize: 40, color: 'var(--pl-primary)' }}>{icon}</span>
          <div style={{ flex: 1, minWidth: 220 }}>
            <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
              {t(titleKey)}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t(leadKey)}</Typography.Paragraph>
            <Space wrap>{actions}</Space>
          </div>
        </Space>
      </Card>
      <Row gutter={[{ xs: 0, sm: 16 }, 16]}>
        {pointKeys.map((key) => (
          <Col key={key} xs={24} md={12}>
            <Card className="pl-card" size="small">
              <Space align="start">
                <CheckCircleFilled style={{ color: 'var(--pl-primary)', marginTop: 4 }} />
                <Typography.Text>{t(key)}</Typography.Text>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      {children}
    </div>
  );
}

import { CalculatorOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useCalculatorLink } from '../components/CalculatorPage.tsx';
import { CALCULATORS } from '../registry.ts';

/** The free calculators: 0 tokens, every plan, no sign-in needed. */
export default function CalculatorsPage() {
  const { t } = useTranslation();
  const { linkTo, className } = useCalculatorLink();
  usePageMeta(t('calc.index.title'), t('calc.index.lead'));
  return (
    <div className={className} data-testid="calculators">
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {t('calc.index.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('calc.index.lead')}</Typography.Paragraph>
      <Row gutter={[{ xs: 0, sm: 16 }, 16]}>
        {CALCULATORS.map((c) => (
          <Col key={c.slug} xs={24} sm={12} lg={8}>
            <Link to={linkTo(c.slug)} data-testid={`calculator-link-${c.slug}`}>
              <Card className="pl-card" hoverable>
                <Card.Meta avatar={<CalculatorOutlined style={{ fontSize: 24, color: 'var(--pl-primary)' }} />} title={t(c.titleKey)} description={t(c.descriptionKey)} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}

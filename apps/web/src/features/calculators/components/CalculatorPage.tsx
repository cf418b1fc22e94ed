import { CalculatorOutlined } from '@ant-design/icons';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { CALCULATORS, type CalculatorSlug } from '../registry.ts';

/** Inside the signed-in app the calculators stay in its layout; elsewhere they are public pages. */
export function useCalculatorLink(): { linkTo: (slug: CalculatorSlug) => string; className: string } {
  const inApp = useLocation().pathname.startsWith(`${paths.home}/`);
  return {
    linkTo: (slug) => (inApp ? paths.tool(slug) : paths.calculator(slug)),
    className: inApp ? 'pl-calc' : 'pl-calc pl-calc--public',
  };
}

/** A calculator: its inputs beside its results, and the other calculators a click away. */
export function CalculatorPage({ slug, inputs, results }: { slug: CalculatorSlug; inputs: ReactNode; results: ReactNode }) {
  const { t } = useTranslation();
  const { linkTo, className } = useCalculatorLink();
  const calculator = CALCULATORS.find((c) => c.slug === slug)!;
  usePageMeta(t(calculator.titleKey), t(calculator.descriptionKey));
  return (
    <div className={className} data-testid={`calculator-${slug}`}>
      <Space direction="vertical" size={4} style={{ marginBottom: 16 }}>
        <Tag icon={<CalculatorOutlined />} color="green">
          {t('calc.free')}
        </Tag>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          {t(calculator.titleKey)}
        </Typography.Title>
        <Typography.Text type="secondary">{t(calculator.descriptionKey)}</Typography.Text>
      </Space>
      <nav className="pl-calc__nav" aria-label={t('calc.others')}>
        {CALCULATORS.map((c) => (
          <Link key={c.slug} to={linkTo(c.slug)} aria-current={c.slug === slug ? 'page' : undefined} className="pl-calc__navlink">
            {t(c.titleKey)}
          </Link>
        ))}
      </nav>
      <Row gutter={[{ xs: 0, sm: 16 }, 16]}>
        <Col xs={24} md={12}>
          <Card className="pl-card" title={t('calc.inputs')}>
            {inputs}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card className="pl-card" title={t('calc.results')} data-testid="calc-results">
            {results}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
              {t('calc.estimateNote')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

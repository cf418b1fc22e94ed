import { CalculatorOutlined, RiseOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { whatsappLink } from '../../../lib/contact.ts';
import { paths } from '../../../lib/paths.ts';
import { CALCULATORS } from '../registry.ts';
import { PromotionPage } from '../../../components/PromotionPage.tsx';

const POINTS = [
  'promo.ads.points.bids',
  'promo.ads.points.budget',
  'promo.ads.points.keywords',
  'promo.ads.points.report',
] as const;

/** Sales optimisation (spec §2 sidebar): the ad-optimisation tool, and the calculators that go with it. */
export default function SalesOptimisationPage() {
  const { t } = useTranslation();
  return (
    <PromotionPage
      testId="sales-optimisation-page"
      icon={<RiseOutlined />}
      titleKey="promo.ads.title"
      leadKey="promo.ads.lead"
      pointKeys={POINTS}
      actions={
        <>
          <Button
            type="primary"
            icon={<WhatsAppOutlined />}
            href={whatsappLink(t('promo.ads.whatsapp'))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('promo.ads.cta')}
          </Button>
          <LinkButton icon={<CalculatorOutlined />} to={paths.tools}>
            {t('calc.index.title')}
          </LinkButton>
        </>
      }
    >
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('promo.ads.calculators')}
      </Typography.Title>
      <Row gutter={[{ xs: 0, sm: 16 }, 16]}>
        {CALCULATORS.map((c) => (
          <Col key={c.slug} xs={24} sm={12} lg={8}>
            <Link to={paths.tool(c.slug)}>
              <Card className="pl-card" size="small" hoverable>
                <Card.Meta title={t(c.titleKey)} description={t(c.descriptionKey)} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </PromotionPage>
  );
}

import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CalculatorOutlined from '@ant-design/icons-svg/es/asn/CalculatorOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileExcelOutlined from '@ant-design/icons-svg/es/asn/FileExcelOutlined';
import FundOutlined from '@ant-design/icons-svg/es/asn/FundOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { RESEARCH_MARKETPLACES } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { Icon } from '../../../components/site/Icon.tsx';
import { Panel } from '../../../components/site/Panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { publicClient } from '../../../lib/publicClient.ts';
import { useLoaded } from '../../../lib/useLoaded.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useVisitor } from '../../../lib/visitor.tsx';

const FEATURES: { icon: IconDefinition; titleKey: string; bodyKey: string }[] = [
  { icon: ShoppingOutlined, titleKey: 'landing.features.product.title', bodyKey: 'landing.features.product.body' },
  { icon: ShopOutlined, titleKey: 'landing.features.store.title', bodyKey: 'landing.features.store.body' },
  { icon: ApartmentOutlined, titleKey: 'landing.features.category.title', bodyKey: 'landing.features.category.body' },
  { icon: KeyOutlined, titleKey: 'landing.features.keyword.title', bodyKey: 'landing.features.keyword.body' },
  { icon: AimOutlined, titleKey: 'landing.features.adsSpy.title', bodyKey: 'landing.features.adsSpy.body' },
  { icon: FundOutlined, titleKey: 'landing.features.history.title', bodyKey: 'landing.features.history.body' },
  {
    icon: DashboardOutlined,
    titleKey: 'landing.features.enterprise.title',
    bodyKey: 'landing.features.enterprise.body',
  },
  { icon: BellOutlined, titleKey: 'landing.features.alerts.title', bodyKey: 'landing.features.alerts.body' },
  { icon: TeamOutlined, titleKey: 'landing.features.suppliers.title', bodyKey: 'landing.features.suppliers.body' },
  { icon: FileExcelOutlined, titleKey: 'landing.features.exports.title', bodyKey: 'landing.features.exports.body' },
  {
    icon: CalculatorOutlined,
    titleKey: 'landing.features.calculators.title',
    bodyKey: 'landing.features.calculators.body',
  },
];

const STEPS = [
  { titleKey: 'landing.steps.one.title', bodyKey: 'landing.steps.one.body' },
  { titleKey: 'landing.steps.two.title', bodyKey: 'landing.steps.two.body' },
  { titleKey: 'landing.steps.three.title', bodyKey: 'landing.steps.three.body' },
];

export default function LandingPage() {
  const { t } = useTranslation();
  const visitor = useVisitor();
  // A marketplace without data is promised nowhere; all of them until the answer is in.
  const withData = useLoaded(publicClient.marketplaces);
  const marketplaces = withData.state === 'done' ? withData.data.items : RESEARCH_MARKETPLACES;
  usePageMeta(t('landing.documentTitle'), t('landing.lead'));
  const start = visitor ? paths.home : paths.register;
  const startLabel = visitor ? t('landing.ctaDashboard') : t('landing.ctaRegister');

  return (
    <div className="pl-landing">
      <section className="pl-hero">
        <div className="pl-hero__inner">
          <span className="pl-badge pl-hero__badge">{t('landing.badge')}</span>
          <h1 className="pl-hero__title" data-testid="landing-title">
            {t('landing.title')}
          </h1>
          <p className="pl-hero__lead">{t('landing.lead')}</p>
          <div className="pl-actions">
            <ButtonLink variant="primary" size="large" to={start} data-testid="landing-cta">
              {startLabel}
            </ButtonLink>
            <ButtonLink size="large" to={paths.pricing}>
              {t('landing.ctaPricing')}
            </ButtonLink>
          </div>
          <div className="pl-hero__markets">
            <span className="pl-muted">{t('landing.marketplaces')}</span>
            {marketplaces.map((marketplace) => (
              <span key={marketplace} className="pl-badge pl-badge--plain" data-testid="landing-marketplace">
                {t(`research.marketplaces.${marketplace}`)}
              </span>
            ))}
          </div>
        </div>
      </section>

      <section className="pl-section-block">
        <h2 className="pl-section-block__title">{t('landing.featuresTitle')}</h2>
        <p className="pl-section-block__lead pl-muted">{t('landing.featuresLead')}</p>
        <div className="pl-grid pl-grid--3">
          {FEATURES.map((feature) => (
            <Panel key={feature.titleKey} className="pl-feature">
              <div className="pl-feature__icon">
                <Icon icon={feature.icon} />
              </div>
              <h3>{t(feature.titleKey)}</h3>
              <p className="pl-muted">{t(feature.bodyKey)}</p>
            </Panel>
          ))}
        </div>
      </section>

      <section className="pl-section-block pl-section-block--tinted">
        <h2 className="pl-section-block__title">{t('landing.stepsTitle')}</h2>
        <div className="pl-grid pl-grid--thirds">
          {STEPS.map((step, index) => (
            <div key={step.titleKey} className="pl-step">
              <span className="pl-step__number">{index + 1}</span>
              <h3>{t(step.titleKey)}</h3>
              <p className="pl-muted">{t(step.bodyKey)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="pl-cta">
        <h2 className="pl-cta__title">{t('landing.ctaTitle')}</h2>
        <p className="pl-cta__text">{t('landing.ctaText')}</p>
        <ButtonLink size="large" to={start}>
          {startLabel}
        </ButtonLink>
      </section>
    </div>
  );
}

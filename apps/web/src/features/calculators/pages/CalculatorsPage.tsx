import CalculatorOutlined from '@ant-design/icons-svg/es/asn/CalculatorOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/site/Icon.tsx';
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
      <header className="pl-calc__head">
        <h1 className="pl-calc__title">{t('calc.index.title')}</h1>
        <p className="pl-muted">{t('calc.index.lead')}</p>
      </header>
      <div className="pl-grid pl-grid--3">
        {CALCULATORS.map((c) => (
          <Link
            key={c.slug}
            to={linkTo(c.slug)}
            className="pl-panel pl-panel--link"
            data-testid={`calculator-link-${c.slug}`}
          >
            <Icon icon={CalculatorOutlined} className="pl-calc__card-icon" />
            <div className="pl-calc__card-text">
              <h2>{t(c.titleKey)}</h2>
              <p>{t(c.descriptionKey)}</p>
            </div>
          </Link>
        ))}
      </div>
    </div>
  );
}

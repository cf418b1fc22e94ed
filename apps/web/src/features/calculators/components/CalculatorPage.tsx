import CalculatorOutlined from '@ant-design/icons-svg/es/asn/CalculatorOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/site/Icon.tsx';
import { Panel } from '../../../components/site/Panel.tsx';
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
export function CalculatorPage({
  slug,
  inputs,
  results,
}: {
  slug: CalculatorSlug;
  inputs: ReactNode;
  results: ReactNode;
}) {
  const { t } = useTranslation();
  const { linkTo, className } = useCalculatorLink();
  const calculator = CALCULATORS.find((c) => c.slug === slug)!;
  usePageMeta(t(calculator.titleKey), t(calculator.descriptionKey));
  return (
    <div className={className} data-testid={`calculator-${slug}`}>
      <header className="pl-calc__head">
        <span className="pl-badge">
          <Icon icon={CalculatorOutlined} />
          {t('calc.free')}
        </span>
        <h1 className="pl-calc__title">{t(calculator.titleKey)}</h1>
        <p className="pl-muted">{t(calculator.descriptionKey)}</p>
      </header>
      <nav className="pl-calc__nav" aria-label={t('calc.others')}>
        {CALCULATORS.map((c) => (
          <Link
            key={c.slug}
            to={linkTo(c.slug)}
            aria-current={c.slug === slug ? 'page' : undefined}
            className="pl-calc__navlink"
          >
            {t(c.titleKey)}
          </Link>
        ))}
      </nav>
      <div className="pl-grid pl-grid--2">
        <Panel title={t('calc.inputs')}>
          <form onSubmit={(event) => event.preventDefault()}>{inputs}</form>
        </Panel>
        <Panel title={t('calc.results')} data-testid="calc-results">
          {results}
          <p className="pl-note">{t('calc.estimateNote')}</p>
        </Panel>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

const links = [
  { to: paths.blog, labelKey: 'footer.blog' },
  { to: paths.tutorial, labelKey: 'footer.tutorials' },
  { to: paths.terms, labelKey: 'footer.terms' },
  { to: paths.refundPolicy, labelKey: 'footer.refund' },
  { to: paths.calculators, labelKey: 'calc.index.title' },
  { to: paths.shopeeBestSellers, labelKey: 'bestSellers.title' },
  { to: paths.contact, labelKey: 'contact.title' },
] as const;

/** Footer shared by the public pages and the app. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <div className="pl-footer">
      <div className="pl-footer__links">
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {t(link.labelKey)}
          </Link>
        ))}
      </div>
      <span className="pl-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</span>
    </div>
  );
}

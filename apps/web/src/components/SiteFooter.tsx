import { Space, Typography } from 'antd';
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
      <Space wrap size={[20, 8]} separator={<span className="pl-footer__dot">·</span>}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {t(link.labelKey)}
          </Link>
        ))}
      </Space>
      <Typography.Text type="secondary" className="pl-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Typography.Text>
    </div>
  );
}

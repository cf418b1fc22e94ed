import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const links = [
  { to: '/blog', labelKey: 'footer.blog' },
  { to: '/tutorial', labelKey: 'footer.tutorials' },
  { to: '/terms-and-condition', labelKey: 'footer.terms' },
  { to: '/refund-policy', labelKey: 'footer.refund' },
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

import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { Loading } from '../../../components/site/Loading.tsx';
import { Notice } from '../../../components/site/Notice.tsx';
import { Panel } from '../../../components/site/Panel.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDay, formatIdr, formatIdrCompact, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { publicClient } from '../../../lib/publicClient.ts';
import { useLoaded } from '../../../lib/useLoaded.ts';
import { ContentPage } from '../components/ContentPage.tsx';

/** Spec §2 /produk-terlaris-shopee: the best sellers of the last 30 days by category, from our own figures. */
export default function BestSellersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const loaded = useLoaded(publicClient.shopeeBestSellers);
  return (
    <ContentPage title={t('bestSellers.title')} lead={t('bestSellers.lead')}>
      {loaded.state === 'pending' && <Loading />}
      {loaded.state === 'failed' && <Notice type="error" title={t('bestSellers.failed')} />}
      {loaded.state === 'done' && (
        <div data-testid="best-sellers">
          <p className="pl-muted">
            {loaded.data.asOf
              ? t('bestSellers.asOf', { day: formatDay(loaded.data.asOf, language) })
              : t('bestSellers.empty')}
          </p>
          {loaded.data.categories.map((category) => (
            <Panel key={category.id} title={category.name} data-testid="best-sellers-category">
              <table className="pl-table">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t('bestSellers.product')}</th>
                    <th scope="col" className="pl-table__number pl-table__wide">
                      {t('bestSellers.price')}
                    </th>
                    <th scope="col" className="pl-table__number">
                      {t('bestSellers.units30')}
                    </th>
                    <th scope="col" className="pl-table__number pl-table__wide">
                      {t('bestSellers.revenue30')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {category.products.map((product, index) => (
                    <tr key={product.id}>
                      <td>{index + 1}</td>
                      <td>{product.name}</td>
                      <td className="pl-table__number pl-table__wide">{formatIdr(product.price, language)}</td>
                      <td className="pl-table__number">{formatNumber(product.units30, language)}</td>
                      <td className="pl-table__number pl-table__wide">
                        {formatIdrCompact(product.revenue30, language)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Panel>
          ))}
        </div>
      )}
      <Panel className="pl-info-cta">
        <p>{t('bestSellers.cta')}</p>
        <ButtonLink variant="primary" to={paths.register} data-testid="best-sellers-register">
          {t('info.ctaButton')}
        </ButtonLink>
      </Panel>
    </ContentPage>
  );
}

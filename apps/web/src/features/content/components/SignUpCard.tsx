import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { Panel } from '../../../components/site/Panel.tsx';
import { paths } from '../../../lib/paths.ts';

/** The invitation at the foot of the public pages. */
export function SignUpCard() {
  const { t } = useTranslation();
  return (
    <Panel className="pl-info-cta">
      <p>{t('info.ctaText')}</p>
      <ButtonLink variant="primary" to={paths.register}>
        {t('info.ctaButton')}
      </ButtonLink>
    </Panel>
  );
}

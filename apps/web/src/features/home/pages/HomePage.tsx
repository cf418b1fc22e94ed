import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { PersonaModal } from '../components/PersonaModal.tsx';
import { SearchHistoryCard } from '../components/SearchHistoryCard.tsx';
import { ShortcutCards } from '../components/ShortcutCards.tsx';

/** Dashboard home: welcome, shortcut cards, search history and the persona question. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentTitle(t('nav.home'));

  return (
    <div className="pl-page">
      <div className="pl-welcome">
        <Typography.Title level={2} data-testid="welcome" className="pl-welcome__title">
          {t('home.welcome', { name: user.name })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="pl-welcome__text">
          {t('home.intro')}
        </Typography.Paragraph>
      </div>
      <Typography.Title level={4} className="pl-section-title">
        {t('home.shortcutsTitle')}
      </Typography.Title>
      <ShortcutCards />
      <div className="pl-section">
        <SearchHistoryCard />
      </div>
      <PersonaModal user={user} />
    </div>
  );
}

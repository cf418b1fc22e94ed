import { Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { SearchHistoryCard } from '../components/SearchHistoryCard.tsx';
import { ShortcutCards } from '../components/ShortcutCards.tsx';

// Asked once: its form is loaded only while the user has not answered.
const PersonaModal = lazy(() =>
  import('../components/PersonaModal.tsx').then(({ PersonaModal }) => ({ default: PersonaModal })),
);

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
      {user.persona === null && (
        <Suspense>
          <PersonaModal user={user} />
        </Suspense>
      )}
    </div>
  );
}

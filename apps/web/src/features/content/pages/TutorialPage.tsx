import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/site/Panel.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { SignUpCard } from '../components/SignUpCard.tsx';
import { TUTORIALS } from '../content.ts';

/** Spec §2 /tutorial: how to use each feature, step by step, from content/tutorials.json. */
export default function TutorialPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ContentPage title={t('info.tutorial.title')} lead={t('info.tutorial.body')}>
      {TUTORIALS.map((tutorial) => (
        <Panel
          key={tutorial.feature}
          data-testid="tutorial"
          title={<Link to={tutorial.path}>{t(`tutorials.${tutorial.feature}`)}</Link>}
        >
          <ol className="pl-list">
            {tutorial.steps.map((step) => (
              <li key={step.id}>{step[language]}</li>
            ))}
          </ol>
        </Panel>
      ))}
      <SignUpCard />
    </ContentPage>
  );
}

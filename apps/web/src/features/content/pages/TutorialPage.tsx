import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
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
        <Card key={tutorial.feature} className="pl-card" style={{ marginBottom: 16 }} data-testid="tutorial"
          title={<Link to={tutorial.path}>{t(`tutorials.${tutorial.feature}`)}</Link>}>
          <ol style={{ paddingLeft: 20, margin: 0 }}>
            {tutorial.steps.map((step) => (
              <li key={step.id}>
                <Typography.Text>{step[language]}</Typography.Text>
              </li>
            ))}
          </ol>
        </Card>
      ))}
      <SignUpCard />
    </ContentPage>
  );
}

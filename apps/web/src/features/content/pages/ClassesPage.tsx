import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/site/Panel.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { SignUpCard } from '../components/SignUpCard.tsx';
import { COURSES } from '../content.ts';

/** Spec §2 /kelas: the courses and their lessons, from content/courses.json. */
export default function ClassesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ContentPage title={t('info.kelas.title')} lead={t('info.kelas.body')}>
      <div className="pl-grid pl-grid--2" data-testid="courses">
        {COURSES.map((course) => (
          <Panel key={course.slug} title={course.title[language]} data-testid="course">
            <p className="pl-muted">{course.summary[language]}</p>
            <ol className="pl-list">
              {course.lessons.map((lesson) => (
                <li key={lesson.id}>{lesson[language]}</li>
              ))}
            </ol>
          </Panel>
        ))}
      </div>
      <SignUpCard />
    </ContentPage>
  );
}

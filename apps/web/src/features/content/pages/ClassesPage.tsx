import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { COURSES } from '../content.ts';
import { SignUpCard } from '../components/SignUpCard.tsx';

/** Spec §2 /kelas: the courses and their lessons, from content/courses.json. */
export default function ClassesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ContentPage title={t('info.kelas.title')} lead={t('info.kelas.body')}>
      <Row gutter={[{ xs: 0, sm: 16 }, 16]} data-testid="courses">
        {COURSES.map((course) => (
          <Col key={course.slug} xs={24} md={12}>
            <Card className="pl-card" title={course.title[language]} data-testid="course">
              <Typography.Paragraph type="secondary">{course.summary[language]}</Typography.Paragraph>
              <ol style={{ paddingLeft: 20, margin: 0 }}>
                {course.lessons.map((lesson) => (
                  <li key={lesson.id}>{lesson[language]}</li>
                ))}
              </ol>
            </Card>
          </Col>
        ))}
      </Row>
      <SignUpCard />
    </ContentPage>
  );
}

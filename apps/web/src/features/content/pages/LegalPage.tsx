import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../constants.ts';
import { ContentPage } from '../components/ContentPage.tsx';

interface Section {
  titleKey: string;
  bodyKey: string;
}

interface LegalDocument {
  titleKey: string;
  introKey: string;
  sections: Section[];
}

const DOCUMENTS = {
  privacy: {
    titleKey: 'legal.privacy.title',
    introKey: 'legal.privacy.intro',
    sections: [
      { titleKey: 'legal.privacy.collect.title', bodyKey: 'legal.privacy.collect.body' },
      { titleKey: 'legal.privacy.use.title', bodyKey: 'legal.privacy.use.body' },
      { titleKey: 'legal.privacy.cookies.title', bodyKey: 'legal.privacy.cookies.body' },
      { titleKey: 'legal.privacy.sharing.title', bodyKey: 'legal.privacy.sharing.body' },
      { titleKey: 'legal.privacy.retention.title', bodyKey: 'legal.privacy.retention.body' },
      { titleKey: 'legal.privacy.rights.title', bodyKey: 'legal.privacy.rights.body' },
      { titleKey: 'legal.privacy.contact.title', bodyKey: 'legal.privacy.contact.body' },
    ],
  },
  refund: {
    titleKey: 'legal.refund.title',
    introKey: 'legal.refund.intro',
    sections: [
      { titleKey: 'legal.refund.eligible.title', bodyKey: 'legal.refund.eligible.body' },
      { titleKey: 'legal.refund.notEligible.title', bodyKey: 'legal.refund.notEligible.body' },
      { titleKey: 'legal.refund.autoPayment.title', bodyKey: 'legal.refund.autoPayment.body' },
      { titleKey: 'legal.refund.howTo.title', bodyKey: 'legal.refund.howTo.body' },
      { titleKey: 'legal.refund.processing.title', bodyKey: 'legal.refund.processing.body' },
    ],
  },
  terms: {
    titleKey: 'legal.terms.title',
    introKey: 'legal.terms.intro',
    sections: [
      { titleKey: 'legal.terms.account.title', bodyKey: 'legal.terms.account.body' },
      { titleKey: 'legal.terms.plans.title', bodyKey: 'legal.terms.plans.body' },
      { titleKey: 'legal.terms.use.title', bodyKey: 'legal.terms.use.body' },
      { titleKey: 'legal.terms.data.title', bodyKey: 'legal.terms.data.body' },
      { titleKey: 'legal.terms.liability.title', bodyKey: 'legal.terms.liability.body' },
      { titleKey: 'legal.terms.changes.title', bodyKey: 'legal.terms.changes.body' },
      { titleKey: 'legal.terms.law.title', bodyKey: 'legal.terms.law.body' },
    ],
  },
} satisfies Record<string, LegalDocument>;

export type LegalDocumentName = keyof typeof DOCUMENTS;

/** Privacy policy, refund policy and terms and conditions. */
export default function LegalPage({ document }: { document: LegalDocumentName }) {
  const { t } = useTranslation();
  const doc: LegalDocument = DOCUMENTS[document];
  return (
    <ContentPage title={t(doc.titleKey)} lead={t(doc.introKey, { email: SUPPORT_EMAIL })}>
      <p className="pl-muted">{t('legal.updated')}</p>
      {doc.sections.map((section, index) => (
        <section key={section.titleKey} className="pl-content__section">
          <h2>
            {index + 1}. {t(section.titleKey)}
          </h2>
          <p>{t(section.bodyKey, { email: SUPPORT_EMAIL })}</p>
        </section>
      ))}
    </ContentPage>
  );
}

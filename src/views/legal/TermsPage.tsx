// The shop's terms and conditions (the store setting termsPage names this page): who sells, how the
// contract is made, prices, delivery, payment, the 14-day right of withdrawal and the warranty.
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { PageHeader } from '../ui/PageHeader';
import '../ui/Page.css';
import './LegalPage.css';

const sections = ['seller', 'contract', 'prices', 'delivery', 'payment', 'withdrawal', 'warranty'] as const;

/** Each section's paragraphs, by key; the seller's names the shop's address and email. */
const paragraphs: Record<(typeof sections)[number], string[]> = {
  seller: ['seller'],
  contract: ['contract', 'contractText'],
  prices: ['prices'],
  delivery: ['delivery'],
  payment: ['payment'],
  withdrawal: ['withdrawal', 'withdrawalHow', 'withdrawalEffects', 'withdrawalReturn'],
  warranty: ['warranty'],
};

export default function TermsPage() {
  const { storeName } = useSettings();
  const seller = { store: storeName, street: t('contact.addressStreet'), city: t('contact.addressCity'), email: t('contact.emailAddress') };
  return (
    <div className="container page">
      <PageHeader title={t('terms.title')} lead={t('terms.intro', { store: storeName })} />
      <div className="policy">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <h2 id={`terms-${section}`}>{t(`terms.${section}Title`)}</h2>
            {paragraphs[section].map((key) => (
              <p key={key}>{t(`terms.${key}`, seller)}</p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

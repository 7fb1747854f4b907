// How to reach the shop. The details are messages, so each language can give its own hours and
// phrasing; the shop owner edits them in the locale files.
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import '../ui/Page.css';
import './ContactPage.css';

/** The forms and tabs this page runs in the root system (machines/screen.ts). */
export { contactPageActors as pageActors } from '../../machines/pageActors/contact';

export default function ContactPage() {
  const { storeName } = useSettings();
  const email = t('contact.emailAddress');
  const phone = t('contact.phoneNumber');
  return (
    <div className="container page contact-page">
      <PageHeader title={t('contact.title')} lead={t('contact.lead', { store: storeName })}>
        <p className="contact-page__closing">{t('contact.closing')}</p>
      </PageHeader>
      <ContactForm />
      <ul className="contact-cards">
        <ContactCard icon={<MailIcon />} title={t('contact.email')}>
          <a href={`mailto:${email}`}>{email}</a>
          <p>{t('contact.emailNote')}</p>
        </ContactCard>
        <ContactCard icon={<PhoneIcon />} title={t('contact.phone')}>
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          <p>{t('contact.phoneNote')}</p>
        </ContactCard>
        <ContactCard icon={<PinIcon />} title={t('contact.address')}>
          <address>
            {storeName}
            <br />
            {t('contact.addressStreet')}
            <br />
            {t('contact.addressCity')}
          </address>
        </ContactCard>
        <ContactCard icon={<ClockIcon />} title={t('contact.hours')}>
          <p>{t('contact.hoursWeekdays')}</p>
          <p>{t('contact.hoursSaturday')}</p>
          <p>{t('contact.hoursSunday')}</p>
        </ContactCard>
      </ul>
    </div>
  );
}

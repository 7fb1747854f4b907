// Sends the contact form to the shop's own server (POST /contact, JSON; not GraphQL: WooGraphQL has
// no such mutation). A refusal is thrown as a ContactRefusal with the server's words and, where it
// names one, the field they are about.
import type { ContactField, ContactFields } from '../../common/contactRules';
import type { Locale } from '../i18n/locales';

export const contactPath = '/contact';

export interface ContactRefusal {
  /** The server's reason; null when it gave none (the form says something went wrong). */
  message: string | null;
  field: ContactField | null;
}

const contactFields: ContactField[] = ['name', 'email', 'subject', 'message'];

export async function sendContactMessage(message: ContactFields & { website: string; locale: Locale }): Promise<void> {
  let response: Response;
  try {
    response = await fetch(contactPath, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(message) });
  } catch {
    throw { message: null, field: null } satisfies ContactRefusal;
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { error?: unknown; field?: unknown } | null;
  const field = contactFields.find((name) => name === answer?.field) ?? null;
  throw { message: typeof answer?.error === 'string' && answer.error ? answer.error : null, field } satisfies ContactRefusal;
}

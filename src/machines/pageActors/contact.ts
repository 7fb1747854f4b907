// The contact page's form, started from how the URL says a form posted without JavaScript came back.
import { contactFormMachine, contactReturnOf } from '../contactForm';
import { definePageActors, pageSearch } from '../screen';

export const contactPageActors = definePageActors({
  start: ({ page }, spawn) => ({
    contactForm: spawn(contactFormMachine, { systemId: 'contactForm', input: { locale: page.locale, returned: contactReturnOf(pageSearch(page)) } }),
  }),
});

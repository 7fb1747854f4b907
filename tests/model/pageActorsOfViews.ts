// Every page's actors, as the loaded views give them to the screen in the browser (viewModules.ts),
// for tests that start the whole storefront system without loading views.
import type { PageActors, ScreenInput } from '../../src/machines/screen';
import { accountPageActors } from '../../src/machines/pageActors/account';
import { checkoutPageActors } from '../../src/machines/pageActors/checkout';
import { contactPageActors } from '../../src/machines/pageActors/contact';
import { lostPasswordPageActors } from '../../src/machines/pageActors/lostPassword';
import { oauthLoginPageActors } from '../../src/machines/pageActors/oauthLogin';
import { productPageActors } from '../../src/machines/pageActors/product';

const pageActors: Partial<Record<Parameters<ScreenInput['pageActorsOf']>[0], PageActors>> = {
  account: accountPageActors,
  checkout: checkoutPageActors,
  contact: contactPageActors,
  lostPassword: lostPasswordPageActors,
  oauthLogin: oauthLoginPageActors,
  product: productPageActors,
};

export const pageActorsOfViews: ScreenInput['pageActorsOf'] = (view) => pageActors[view];

// Every screen of the storefront (SPEC.md §2), in the order their routes are matched. To add a
// screen: write its module beside this one (routes, view, loader), its loader under loaders/ and its
// view under views/, and list it here; nothing else names it.
import { accountScreen } from './account';
import { categoriesScreen } from './categories';
import { checkoutScreen } from './checkout';
import { contactScreen } from './contact';
import { errorScreen } from './error';
import { homeScreen } from './home';
import { lostPasswordScreen } from './lostPassword';
import { oauthLoginScreen } from './oauthLogin';
import { orderScreen } from './order';
import { privacyScreen } from './privacy';
import { productScreen } from './product';
import { productListScreen } from './productList';
import type { Screen } from './screen';
import { shopScreen } from './shop';
import { termsScreen } from './terms';
import { wishlistScreen } from './wishlist';

export const screens = [
  homeScreen,
  productListScreen,
  productScreen,
  categoriesScreen,
  wishlistScreen,
  orderScreen,
  checkoutScreen,
  contactScreen,
  accountScreen,
  shopScreen,
  lostPasswordScreen,
  oauthLoginScreen,
  privacyScreen,
  termsScreen,
  errorScreen,
] as const;

type AnyScreen = (typeof screens)[number];

type DataOf<S> = S extends Screen<string, infer Data, Record<string, string>> ? Data : never;
type RoutesOf<S> = S extends { routes: infer Routes } ? keyof Routes & string : never;

/** Which view renders a page, and the data that view receives. */
export type ViewData = { [S in AnyScreen as S['view']]: DataOf<S> };
export type ViewName = AnyScreen['view'];
export type RouteName = RoutesOf<AnyScreen>;

/** The screen that renders a view. */
export function screenOf<V extends ViewName>(view: V): Extract<AnyScreen, { view: V }> {
  return screens.find((screen) => screen.view === view) as Extract<AnyScreen, { view: V }>;
}

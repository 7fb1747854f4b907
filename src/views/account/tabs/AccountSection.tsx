// The chosen section of the signed-in customer's account (AccountFrame.tsx holds it): its form or
// list, run by the screen's actor for that section. Loaded only for a signed-in customer, since
// the address forms bring checkout's code.
import { currentLocale } from '../../../i18n';
import { loadCountryNames } from '../../../i18n/countryNames';
import type { AccountTab } from '../../../machines/pageActors/account';
import { AddressesTab } from './AddressesTab';
import { DownloadsTab } from './DownloadsTab';
import { OrdersTab } from './OrdersTab';
import { PasswordTab } from './PasswordTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import { WishlistTab } from './WishlistTab';
import './AccountSection.css';

/** The section, once the page's country names (the address forms' selects) are loaded. */
export async function loadAccountSection() {
  await loadCountryNames(currentLocale());
  return AccountSection;
}

// Each section's actor starts afresh from the account when it is opened (machines/screen.ts).
export function AccountSection({ current }: { current: AccountTab }) {
  switch (current) {
    case 'details':
      return <PersonalInfoTab />;
    case 'addresses':
      return <AddressesTab />;
    case 'password':
      return <PasswordTab />;
    case 'orders':
      return <OrdersTab />;
    case 'downloads':
      return <DownloadsTab />;
    case 'wishlist':
      return <WishlistTab />;
  }
}

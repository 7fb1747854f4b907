// Registering a customer (WooGraphQL's registerCustomer): an email no other account has as its
// email or username, a username (given, or made from the email's local part) no other account has as
// its username or email, and in the form of an email only when it is the account's own, a password
// the password rule accepts, and optional names, addresses and meta data. So no sign-in name ever
// means two accounts. The password's hash is made before the transaction, so the transaction never
// waits on scrypt.
import type { Database } from '../../db/connection';
import type { StoredAddress } from '../../db/schema/cart';
import type { Role } from './capabilities';
import { changedAddresses, type AddressInput } from '../cart/cart-changes';
import { hashPassword } from '../checkout/password-hash';
import { InputError } from '../input-error';
import { emptyAddress } from '../session/request-session';
import {
  checkedEmail,
  checkedName,
  checkedUsername,
  emailTakenMessage,
  usernameFitsEmail,
  usernameIsEmailMessage,
  usernamesFromEmail,
  usernameTakenMessage,
} from './account-fields';
import { mergedMeta, type MetaDataEntry } from './customer-meta';
import { isAcceptablePassword, weakPasswordMessage } from './password-rules';
import { firstFreeName, insertCustomer, isCustomerName, takenCustomerName } from './store/customers';

export interface RegistrationInput {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  shippingSameAsBilling?: boolean | null;
  metaData?: readonly (MetaDataEntry | null)[] | null;
}

interface CheckedRegistration {
  /** Null: made from the email once the transaction sees which names are free. */
  username: string | null;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  billing: StoredAddress;
  shipping: StoredAddress;
  meta: Record<string, string>;
}

function checkedRegistration(input: RegistrationInput, defaultCountry: string): CheckedRegistration {
  const email = checkedEmail(input.email);
  const username = input.username?.trim() ? checkedUsername(input.username) : null;
  if (username && !usernameFitsEmail(username, email)) throw new InputError(usernameIsEmailMessage);
  const password = input.password ?? '';
  if (!isAcceptablePassword(password, { username: username ?? undefined, email })) throw new InputError(weakPasswordMessage);
  const blank = emptyAddress(defaultCountry);
  const { billing, shipping } = changedAddresses({ billing: blank, shipping: blank }, input);
  return {
    username,
    email,
    password,
    firstName: checkedName(input.firstName ?? billing.firstName, 'firstName'),
    lastName: checkedName(input.lastName ?? billing.lastName, 'lastName'),
    billing: { ...billing, email: billing.email || email },
    shipping: { ...shipping, email: '' },
    meta: mergedMeta({}, input.metaData ?? []),
  };
}

/** In `tx`: the given username if free, else the first free one made from the email; another account's email is not free. */
async function freeUsername(tx: Database, registration: CheckedRegistration): Promise<string> {
  const free = await firstFreeName(tx, registration.username ? [registration.username] : usernamesFromEmail(registration.email));
  if (!free) throw new InputError(usernameTakenMessage);
  return free;
}

/** A concurrent registration took the name or email first: the unique index says which. */
function takenError(error: unknown): InputError | null {
  const taken = takenCustomerName(error);
  if (taken === 'username') return new InputError(usernameTakenMessage);
  if (taken === 'email') return new InputError(emailTakenMessage);
  return null;
}

/** Registers the customer (or, from the shop's CLI, one of the shop's people in their role); answers their id. */
export async function registerCustomer(db: Database, input: RegistrationInput, defaultCountry: string, role: Role = 'customer'): Promise<number> {
  const registration = checkedRegistration(input, defaultCountry);
  const passwordHash = await hashPassword(registration.password);
  try {
    return await db.transaction(async (tx) => {
      // Email first: a username that is the shopper's own email, already registered, is answered as a taken email.
      if (await isCustomerName(tx, registration.email.toLowerCase())) throw new InputError(emailTakenMessage);
      const username = await freeUsername(tx, registration);
      // A username made from the email is checked against the password too.
      if (!isAcceptablePassword(registration.password, { username, email: registration.email })) throw new InputError(weakPasswordMessage);
      return insertCustomer(tx, {
        username,
        email: registration.email,
        passwordHash,
        firstName: registration.firstName,
        lastName: registration.lastName,
        billing: registration.billing,
        shipping: registration.shipping,
        meta: registration.meta,
        role,
      });
    });
  } catch (error) {
    throw takenError(error) ?? error;
  }
}

// The signed-in customer as the storefront keeps it (SPEC §3 Customer and Viewer): what the header,
// the account page and checkout show, cached in local storage (SPEC §9); and the tokens a sign-in
// answers (Headless Login), their expiries in Unix seconds.
import type { Address } from '../../../common/address';

export interface AccountCustomer {
  databaseId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The viewer's avatar; null when the store has none. */
  avatarUrl: string | null;
  billing: Address;
  shipping: Address;
}

export interface AuthTokens {
  authToken: string;
  /** Unix seconds. */
  authTokenExpiration: number;
  refreshToken: string;
  /** Unix seconds. */
  refreshTokenExpiration: number;
}

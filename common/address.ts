// An address as WooCommerce keeps it for a customer or an order, and as the storefront's forms edit
// and its order pages show it: every field a string, empty when not given.
export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  /** The state's code where the country has a list of states, else as typed. */
  state: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string;
  phone: string;
}

// The WooCommerce session travels in this HTTP header (`Session <token>` from the storefront, a new
// token back from the store) and, in the browser, in a cookie of the same name (SPEC §9).
export const sessionHeader = 'woocommerce-session';

// What each role may do, in WordPress's and WooCommerce's own capability names, as WooCommerce's
// installer gives them (WC_Install::create_roles): a customer may only read (their own account and
// orders, which the shop checks by ownership, not by capability); a shop manager runs the shop
// (orders, products, coupons, reviews, reports, imports); an administrator may do all that and also
// manage the site's users and options. The GraphQL layer asks for one capability per operation
// (server/graphql/accounts/require-capability.ts), as WPGraphQL and WooGraphQL call current_user_can().

/** WordPress's roles the shop knows. */
export type Role = 'customer' | 'shop_manager' | 'administrator';

export type Capability =
  | 'read'
  | 'moderate_comments'
  | 'edit_shop_orders'
  | 'read_private_shop_orders'
  | 'delete_shop_orders'
  | 'edit_products'
  | 'publish_products'
  | 'delete_products'
  | 'manage_product_terms'
  | 'edit_shop_coupons'
  | 'delete_shop_coupons'
  | 'manage_woocommerce'
  | 'view_woocommerce_reports'
  | 'import'
  | 'export'
  | 'list_users'
  | 'create_users'
  | 'edit_users'
  | 'promote_users'
  | 'manage_options';

const shopManager: readonly Capability[] = [
  'read',
  'moderate_comments',
  'edit_shop_orders',
  'read_private_shop_orders',
  'delete_shop_orders',
  'edit_products',
  'publish_products',
  'delete_products',
  'manage_product_terms',
  'edit_shop_coupons',
  'delete_shop_coupons',
  'manage_woocommerce',
  'view_woocommerce_reports',
  'import',
  'export',
  'list_users',
];

export const roleCapabilities: Readonly<Record<Role, readonly Capability[]>> = {
  customer: ['read'],
  shop_manager: shopManager,
  administrator: [...shopManager, 'create_users', 'edit_users', 'promote_users', 'manage_options'],
};

/** WordPress's display names of the roles (WPGraphQL's UserRole.displayName). */
export const roleDisplayNames: Readonly<Record<Role, string>> = {
  customer: 'Customer',
  shop_manager: 'Shop manager',
  administrator: 'Administrator',
};

export function roleCan(role: Role, capability: Capability): boolean {
  return roleCapabilities[role].includes(capability);
}

export function isRole(name: string): name is Role {
  return Object.hasOwn(roleCapabilities, name);
}

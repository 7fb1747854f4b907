// The accounts part of the WooGraphQL schema the store backend implements (Headless Login for
// WPGraphQL and WooGraphQL): signing in with a password or an OAuth2 provider, refreshing and
// revoking tokens, the signed-in viewer, registering, updating a customer (details, addresses,
// password, meta data such as the saved wishlist, or only the cart session's addresses), WPGraphQL's
// updateUser (details and password), password recovery by mail, and a customer's own orders (with
// WooCommerce's order search) and downloads.
import type { SchemaSelection } from './selection';

const connectionPage = ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'];
const connection = (name: string): SchemaSelection => ({
  [name]: ['edges', 'nodes', 'pageInfo'],
  [`${name}Edge`]: ['cursor', 'node'],
  [`${name}PageInfo`]: connectionPage,
});
const userFields = [
  'id',
  'databaseId',
  'username',
  'name',
  'nicename',
  'nickname',
  'firstName',
  'lastName',
  'email',
  'avatar(size)',
  'wooSessionToken',
  'stripeCustomerId',
  'savedPaymentMethods',
  'roles(first, after)',
];

export const accounts: SchemaSelection = {
  RootQuery: ['viewer', 'loginClients'],
  RootMutation: ['login(input)', 'refreshToken(input)', 'logout(input)', 'registerCustomer(input)', 'updateUser(input)', 'sendPasswordResetEmail(input)', 'resetUserPassword(input)'],

  User: userFields,
  Avatar: ['url', 'size', 'width', 'height', 'foundAvatar'],
  SavedPaymentMethod: ['id', 'token', 'customerId', 'last4', 'expiryMonth', 'expiryYear', 'cardType', 'isDefault'],
  Customer: ['orders(first, after, where)', 'downloadableItems(first, after)', 'metaData(key, keysIn, multiple)', 'date', 'role'],
  UserRole: ['id', 'name', 'displayName', 'capabilities'],
  ...connection('UserToUserRoleConnection'),
  MetaData: ['id', 'key', 'value'],
  CustomerToOrderConnectionWhereArgs: ['search'],
  ...connection('CustomerToOrderConnection'),
  ...connection('CustomerToDownloadableItemConnection'),

  LoginClient: ['name', 'provider', 'isEnabled', 'authorizationUrl', 'order'],
  LoginProviderEnum: ['PASSWORD', 'OAUTH2_GENERIC', 'GITHUB', 'GOOGLE', 'FACEBOOK', 'LINKEDIN', 'INSTAGRAM'],
  LoginInput: ['clientMutationId', 'provider', 'credentials', 'oauthResponse'],
  PasswordProviderResponseInput: ['username', 'password'],
  OAuthProviderResponseInput: ['code', 'state'],
  LoginPayload: ['clientMutationId', 'authToken', 'authTokenExpiration', 'refreshToken', 'refreshTokenExpiration', 'user', 'customer', 'sessionToken', 'wooSessionToken'],
  RefreshTokenInput: ['clientMutationId', 'refreshToken'],
  RefreshTokenPayload: ['clientMutationId', 'authToken', 'authTokenExpiration', 'success'],
  LogoutInput: ['clientMutationId'],
  LogoutPayload: ['clientMutationId', 'success'],

  RegisterCustomerInput: ['clientMutationId', 'username', 'email', 'password', 'firstName', 'lastName', 'billing', 'shipping', 'shippingSameAsBilling', 'metaData'],
  RegisterCustomerPayload: ['clientMutationId', 'authToken', 'refreshToken', 'customer', 'viewer'],
  UpdateCustomerInput: ['id', 'firstName', 'lastName', 'email', 'password', 'metaData', 'isSession'],
  UpdateCustomerPayload: ['authToken', 'refreshToken'],
  UpdateUserInput: ['clientMutationId', 'id', 'email', 'firstName', 'lastName', 'password'],
  UpdateUserPayload: ['clientMutationId', 'user'],

  SendPasswordResetEmailInput: ['clientMutationId', 'username'],
  SendPasswordResetEmailPayload: ['clientMutationId', 'success'],
  ResetUserPasswordInput: ['clientMutationId', 'key', 'login', 'password'],
  ResetUserPasswordPayload: ['clientMutationId', 'user'],
};

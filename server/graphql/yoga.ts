// The /graphql endpoint: GraphQL Yoga over the schema, every request bounded before and while it
// runs (bounds/request-bounds.ts), writes limited per client (domain/rate-limits/), a signed-in
// customer known by their auth token (accounts/request-viewer.ts; one that does not count is
// answered as Headless Login answers it, accounts/refused-auth-token.ts), and CORS open only to the shop's
// own origin and the origins the shop owner lists. Yoga itself refuses mutations sent by GET.
import { createLRUCache, createYoga, isAsyncIterable, type CORSOptions, type Plugin } from 'graphql-yoga';
import { defaultSettings, type StoreSettings } from '../../common/settings';
import { sessionHeader } from '../../common/sessionHeader';
import { taxLocationOfCookies } from '../../common/taxLocation';
import type { Database } from '../db/connection';
import type { CardPayments } from '../domain/payments/gateways/stripe/card-payments';
import { offeredGateways } from '../domain/payments/gateways/gateway-registry';
import type { PaymentSettings } from '../domain/payments/payment-settings';
import type { GatewayPlugin } from '../domain/payments/payment-gateway';
import type { OrderMailer } from '../mail/order-mail';
import type { CatalogState } from '../domain/catalog/store/catalog-clock';
import type { AuthSettings } from '../domain/accounts/auth-tokens';
import type { LoginProviders } from '../domain/accounts/oauth/login-providers';
import { requestLocale } from '../mail/request-locale';
import type { ShopMailer } from '../mail/shop-mailer';
import { defaultRateLimits, type RateLimitSettings } from '../domain/rate-limits/rate-limit-rules';
import { RequestLimits } from '../domain/rate-limits/request-limits';
import type { ReviewModeration } from '../domain/reviews/review-writing';
import type { RequestSession } from '../domain/session/request-session';
import { siteSettingsOf } from '../domain/settings/site-settings';
import { defaultRequestBounds, documentBounds, documentNesting, executionBounds, type RequestBounds } from './bounds/request-bounds';
import { answerRefusedAuthToken } from './accounts/refused-auth-token';
import { attachViewer } from './accounts/request-viewer';
import type { ProductHeads } from './catalog/seo-head';
import { createContext } from './context';
import { maskError } from './errors';
import { localizedErrors } from './localized-errors';
import { schema } from './schema';
import { readsPublicCatalogOnly } from './shareable';
import { storableText } from './storable-text';

export const graphqlPath = '/graphql';

/**
 * How many parsed documents, and parse errors, are kept: room for the few dozen documents a
 * storefront sends. Yoga's default of 1,024 each let a stream of distinct large documents hold
 * some 200 MB (a parse error keeps its whole text through its stack).
 */
export const parseCacheSizes = { documents: 256, errors: 64 };

/** What the HTTP layer hands one request (all optional). */
export interface GraphQLServerContext {
  /** The catalog as the HTTP layer found it for this request, so it is read once. */
  catalogState?: CatalogState;
  /** Filled in while the answer is made. */
  answer?: AnswerNote;
  /** The visitor's cart session, from the request's `woocommerce-session` header. */
  session?: RequestSession;
  /** The client's IP address, which its rate limits count by. */
  clientAddress?: string;
  /** The origin the request was sent to, its host checked by the HTTP layer (http/allowed-hosts.ts). */
  requestOrigin?: string;
}

export interface AnswerNote {
  /** The operation ran, and is one whose answer every anonymous visitor may share (see shareable.ts). */
  shareable: boolean;
}

export interface GraphQLServerOptions {
  bounds?: RequestBounds;
  rateLimits?: RateLimitSettings;
  /** The shop's public origin (PUBLIC_URL); unset means the origin each request was sent to. */
  publicOrigin?: string;
  /** Other origins whose pages may call the API from a browser (a storefront on another host). */
  corsOrigins?: readonly string[];
  /** Whether new reviews wait for approval (the store setting reviewsNeedApproval). */
  reviewModeration?: ReviewModeration;
  /** Card payments (Stripe) when keys are configured; without them checkout offers no cards. */
  cardPayments?: CardPayments;
  /** The gateways' store settings (PAYMENT_GATEWAYS); by default the demo's. */
  paymentSettings?: PaymentSettings;
  /** Payment gateways offered besides the registered ones (a test's own). */
  extraGateways?: readonly GatewayPlugin[];
  /** Sends the order mails: checkout's, and those of a manager's changes to orders. */
  orderMailer?: OrderMailer;
  /** The store setting: an all-virtual cart checks out with the buyer's name and email only. */
  hideBillingAddressForVirtualProducts?: boolean;
  /** How auth tokens are signed and how long they last. */
  auth?: AuthSettings;
  /** The login providers the shop offers (LOGIN_PROVIDERS). */
  loginProviders?: LoginProviders;
  /** Sends the shop's account mails (a password reset). */
  mailer?: ShopMailer;
  /** Product pages' SEO heads (`fullYoastHead`), from the storefront's server rendering. */
  productHeads?: ProductHeads;
  /** The store settings the site's settings answer with (generalSettings, woonuxtSettings); by default the defaults. */
  storeSettings?: StoreSettings;
}

const noteShareableAnswers: Plugin<GraphQLServerContext> = {
  onExecute({ args }) {
    const note = args.contextValue.answer;
    if (!note) return;
    return {
      onExecuteDone({ result }) {
        note.shareable = !isAsyncIterable(result) && !result.errors?.length && readsPublicCatalogOnly(args.document, args.operationName);
      },
    };
  },
};

/**
 * Browsers may call from the shop's own origin and the listed ones, with credentials; any other
 * origin gets no CORS headers, so a page there cannot read the answers (servers can, as anywhere).
 */
function corsFor({ publicOrigin, corsOrigins = [] }: GraphQLServerOptions) {
  const listed = new Set(corsOrigins);
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get('origin');
    if (!origin) return false;
    const own = publicOrigin ? origin === publicOrigin : sameHost(origin, request.url);
    if (!own && !listed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', 'authorization', sessionHeader],
      // A storefront on another origin must be able to read the session token the store hands out.
      exposedHeaders: [sessionHeader],
      maxAge: 600,
    };
  };
}

function sameHost(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}

export function createGraphQLServer(db: Database, options: GraphQLServerOptions = {}) {
  const bounds = options.bounds ?? defaultRequestBounds;
  const rateLimits = options.rateLimits ?? defaultRateLimits;
  const site = siteSettingsOf(options.storeSettings ?? defaultSettings, bounds.introspection);
  const gateways = offeredGateways({ cardPayments: options.cardPayments, payments: options.paymentSettings }, options.extraGateways);
  return createYoga<GraphQLServerContext>({
    schema,
    graphqlEndpoint: graphqlPath,
    context: async ({ catalogState, session, clientAddress, requestOrigin, request }) => {
      const context = createContext(db, {
        shopOrigin: options.publicOrigin ?? requestOrigin ?? new URL(request.url).origin,
        productHeads: options.productHeads,
        catalogState,
        session,
        auth: options.auth,
        loginProviders: options.loginProviders,
        mailer: options.mailer,
        locale: requestLocale(request.headers),
        taxLocation: taxLocationOfCookies(request.headers.get('cookie')),
        reviewModeration: options.reviewModeration,
        site,
        checkout: {
          gateways,
          cardPayments: options.cardPayments,
          orderMailer: options.orderMailer,
          hideBillingAddressForVirtualProducts: options.hideBillingAddressForVirtualProducts ?? false,
        },
        limits:
          clientAddress && session
            ? new RequestLimits(db, rateLimits, { address: clientAddress, sessionKey: () => session.sessionKey() })
            : undefined,
      });
      // Before any resolver reads the session: a signed-in request uses the customer's own.
      await attachViewer(context, request.headers.get('authorization'));
      return context;
    },
    maskedErrors: { maskError },
    cors: corsFor(options),
    graphiql: false,
    landingPage: false,
    parserAndValidationCache: { documentCache: createLRUCache({ max: parseCacheSizes.documents }), errorCache: createLRUCache({ max: parseCacheSizes.errors }) },
    plugins: [documentNesting, documentBounds(bounds), storableText, executionBounds(schema, bounds), answerRefusedAuthToken, noteShareableAnswers, localizedErrors],
  });
}

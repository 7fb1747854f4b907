// The one Node server: /graphql, images and downloads of the embedded store backend (unless the
// storefront is pointed at a real WooCommerce site), static assets, the server-rendered storefront,
// its sitemap and its contact form.
import type { Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ViteDevServer } from 'vite';
import type { ServerConfig } from '../config';
import { catalogClockOf, type CatalogClock } from '../domain/catalog/store/catalog-clock';
import { loadMediaOriginal } from '../domain/catalog/store/media';
import { stripeCardPayments } from '../domain/payments/gateways/stripe/stripe-payments';
import { offeredGateways } from '../domain/payments/gateways/gateway-registry';
import { LoginProviders } from '../domain/accounts/oauth/login-providers';
import { isLiveResetLink } from '../domain/accounts/password-reset';
import type { ResetLinkCheck } from '../../src/screens/loaders/context';
import { createLocalExecutor } from '../graphql/execute';
import { createMailTransport } from '../mail/create-mail-transport';
import { MailOutbox } from '../mail/mail-outbox';
import { createOrderMailer } from '../mail/order-mailer';
import { createShopMailer } from '../mail/shop-mailer';
import { shopOrderMailing } from '../mail/shop-order-mailing';
import { ensureOwnerKey } from '../shop-cli/owner-key';
import { loopbackUrl, noteRunningShop } from '../shop-cli/running-shop';
import { openDatabaseStep } from '../start/database-step';
import { prepareShopDatabase } from '../start/shop-database';
import { quietSteps, type StartSteps } from '../start/start-steps';
import { registerHostCheck } from './allowed-hosts';
import { registerContactRoute } from './contact';
import { registerDownloadRoute } from './downloads';
import { registerGraphQLRoute } from './graphql-route';
import { registerImageRoutes } from './images';
import { registerPageRoutes } from './pages';
import { registerShopCommandRoute } from './shop-commands';
import { clientDir, developmentRenderer, productionRenderer } from './renderer';
import { securityHeaders } from './securityHeaders';
import { embeddedSitemapCatalog, registerSitemapRoutes } from './sitemap';
import { remoteSitemapCatalog } from './remote-sitemap-catalog';
import { registerRobotsRoute } from './sitemap-robots';
import { oneExecutor, taxedExecutors, type TaxedExecutors } from './taxed-executors';
import { siteSettingsOf } from '../domain/settings/site-settings';

export interface AppOptions {
  config: ServerConfig;
  /** Development: Vite, and the HTTP server its hot-reload socket is attached to. */
  dev?: { vite: ViteDevServer; server: Server };
  logger?: boolean;
  /** Where the database steps are told (`npm start` prints them). */
  steps?: StartSteps;
}

export interface ShopApp {
  app: FastifyInstance;
  /** The embedded demo shop's customer still signs in with the demo password (server/seed/demo-customer.ts). */
  demoCustomerSignsIn: boolean;
}

export async function createApp({ config, dev, logger = false, steps = quietSteps }: AppOptions): Promise<ShopApp> {
  const app = dev
    ? Fastify({
        logger,
        // Vite's middleware answers first (source modules, HMR), then Fastify.
        serverFactory: (handler) => dev.server.on('request', (req, res) => dev.vite.middlewares(req, res, () => handler(req, res))),
      })
    : Fastify({ logger, trustProxy: config.trustProxy });
  return configure(app, config, dev?.vite, steps);
}

async function configure(app: FastifyInstance, config: ServerConfig, vite: ViteDevServer | undefined, steps: StartSteps): Promise<ShopApp> {
  registerHostCheck(app, { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts });
  app.addHook('onSend', securityHeaders(config));

  const renderer = vite ? developmentRenderer(vite) : await productionRenderer();
  const { db, kind, close, embedded } = await openDatabaseStep(steps, config);
  app.addHook('onClose', close);
  // The embedded database in its data folder is this process's alone from now on: the shop's CLI
  // sends its commands here instead of opening it (shop-cli/shop-channel.ts). One in memory (no
  // folder) has nobody else to serve, and no folder for the key and the note.
  const ownsDataFolder = kind === 'pglite' && config.dataDir !== '';
  const ownerKey = ownsDataFolder ? await ensureOwnerKey(config.dataDir) : null;
  if (ownsDataFolder) app.addHook('onClose', await noteRunningShop(config.dataDir, loopbackUrl(config.host, config.port)));
  const { storeName } = config.settings;
  const mailTransport = createMailTransport(config.mail, storeName);
  const mailer = createShopMailer(mailTransport, storeName);
  const pageCacheMs = vite ? 0 : config.pageCacheMs;
  let graphql: TaxedExecutors;
  // Only the embedded store can be asked about a reset link before the form (LoaderContext).
  let resetLinkCheck: ResetLinkCheck | undefined;
  // Only the embedded store keeps a catalog generation that every process reads (CatalogClock).
  let catalogClock: CatalogClock | undefined;
  let demoCustomerSignsIn = false;
  await prepareShopDatabase(db, config, steps);
  if (config.graphqlEndpoint) {
    // A remote store answers GraphQL, its images and its download links itself (the storefront
    // shows the absolute URLs it answers); this server's database holds only its own rate limits.
    const remote = (await renderer.module()).createClient({ endpoint: config.graphqlEndpoint });
    graphql = oneExecutor(remote);
    registerSitemapRoutes(app, remoteSitemapCatalog(renderer, remote, config.catalogCacheMs), { publicUrl: config.publicUrl, pageCacheMs });
  } else {
    demoCustomerSignsIn = await (await import('../seed/demo-customer')).demoCustomerSignsIn(db);
    const cardPayments = config.stripe ? stripeCardPayments(config.stripe) : undefined;
    const gateways = offeredGateways({ cardPayments, payments: config.payments });
    const shareAnswers = config.catalogCacheMs > 0;
    // Pages are rendered with the answers /graphql gives: the same store settings and base country.
    const answering = { shareAnswers, gateways, site: siteSettingsOf(config.settings, config.requestBounds.introspection), sessionSettings: config.session };
    const localGraphql = createLocalExecutor(db, answering);
    resetLinkCheck = (key, login) => isLiveResetLink(db, key, login);
    catalogClock = catalogClockOf(db);
    catalogClock.stockCacheMs = config.stockCacheMs;
    if (embedded) await catalogClock.followNotices(embedded);
    graphql = taxedExecutors(config.session.defaultCountry, localGraphql, (taxLocation) => createLocalExecutor(db, { ...answering, taxLocation }));
    // Order confirmations wait in the mail outbox; its sender runs for as long as the server does.
    const mailOutbox = new MailOutbox(mailTransport);
    mailOutbox.start(db);
    app.addHook('onClose', () => mailOutbox.stop());
    const orderMailer = createOrderMailer(mailOutbox, storeName, config.shopEmail);
    if (ownerKey) registerShopCommandRoute(app, { db, ownerKey, orderMailing: shopOrderMailing(config, orderMailer) });
    registerGraphQLRoute(app, db, {
      session: config.session,
      auth: config.auth,
      // PGlite answers one query at a time; a PostgreSQL pool (10 connections) several.
      bounds: { ...config.requestBounds, queriesAtOnce: kind === 'postgres' ? 4 : 1 },
      rateLimits: config.rateLimits,
      publicOrigin: config.publicUrl && new URL(config.publicUrl).origin,
      corsOrigins: config.corsOrigins,
      reviewModeration: { holdForApproval: config.settings.reviewsNeedApproval },
      storeSettings: config.settings,
      hideBillingAddressForVirtualProducts: config.settings.hideBillingAddressForVirtualProducts,
      cardPayments,
      paymentSettings: config.payments,
      orderMailer,
      mailer,
      loginProviders: new LoginProviders(config.loginProviders),
      productHeads: async (slug, origin) =>
        (await renderer.module()).pageHead({
          url: `/product/${encodeURIComponent(slug)}`,
          origin,
          graphql: localGraphql,
          settings: config.settings,
          catalogCacheMs: config.catalogCacheMs,
        }),
    });
    registerImageRoutes(app, { loadOriginal: (fileName) => loadMediaOriginal(db, fileName) });
    registerDownloadRoute(app, db, { rateLimits: config.rateLimits });
    registerSitemapRoutes(app, embeddedSitemapCatalog(db), { publicUrl: config.publicUrl, pageCacheMs });
  }
  // The contact form is the storefront's, not the store's (WooGraphQL has no such mutation): it is
  // mailed by this server in either mode.
  registerContactRoute(app, db, { mailer, shopEmail: config.shopEmail, rateLimits: config.rateLimits });
  registerRobotsRoute(app, { publicUrl: config.publicUrl });

  if (!vite) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control is setHeaders' alone: @fastify/static 9 would write its own over it.
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (response, filePath) => {
        // Hashed build assets never change; the build manifest must always be fresh (the build
        // check polls it); everything else is revalidated daily.
        const cacheControl = filePath.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : filePath.includes('/_build/')
            ? 'no-cache'
            : 'public, max-age=86400';
        response.setHeader('cache-control', cacheControl);
      },
    });
  }
  registerPageRoutes(app, {
    renderer,
    graphql,
    settings: config.settings,
    publicUrl: config.publicUrl,
    pageCacheMs,
    catalogCacheMs: config.catalogCacheMs,
    graphqlUrl: config.graphqlEndpoint ?? '/graphql',
    stripe: config.stripe && { publishableKey: config.stripe.publishableKey, jsUrl: config.stripe.jsUrl },
    isLiveResetLink: resetLinkCheck,
    catalogClock,
  });
  return { app, demoCustomerSignsIn };
}

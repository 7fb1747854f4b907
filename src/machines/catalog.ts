// The product list's filters, search and sorting (SPEC.md §4, §5). The controls change the query
// at once; after a pause (50 ms for filters and search, 100 ms for sorting) the query is applied
// by navigating to its URL, so the URL is the state and back/forward, sharing and reloading work.
// The full product list is loaded on the first interaction; with it, list pages are computed in
// the browser (see browser/navigation/localListPage.ts) instead of asked of the server.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ListingQuery, SortKey, SortOrder } from '../domain/catalog/listing/types';
import type { CatalogList } from '../domain/catalog/listing/catalogList';
import {
  clearFilters,
  defaultListingQuery,
  listingSearchParams,
  sameListingQuery,
  toggleTerm,
  withOnSale,
  withPrice,
  withRating,
  withSearch,
  withSort,
} from '../domain/catalog/listing/listingQuery';
import type { PagePayload } from '../screens/loaders/types';
import { routePath } from '../routes';
import { tell } from './system';

export type CatalogEvent =
  | { type: 'TOGGLE_TERM'; taxonomy: string; slug: string }
  /** The price range typed (either end open): applied unless backwards, or the same as now. */
  | { type: 'SET_PRICE'; min: number | null; max: number | null }
  /** The price range as it is being typed, after a backwards one was refused: is it still backwards? */
  | { type: 'CHECK_PRICE'; min: number | null; max: number | null }
  | { type: 'SET_RATING'; rating: number | null }
  | { type: 'SET_ON_SALE'; onSale: boolean }
  | { type: 'SET_SEARCH'; search: string }
  | { type: 'SUBMIT_SEARCH'; search: string }
  | { type: 'SET_SORT'; orderby: SortKey; order: SortOrder }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'PAGE_SHOWN'; page: PagePayload };

export interface CatalogContext {
  /** The query the controls show; ahead of the page while a change waits to be applied. */
  query: ListingQuery;
  /** The listing the query applies to: all products, or the category being shown. */
  listPath: string;
  /** Whether the shown page is a listing (a search typed elsewhere lands on all products). */
  onListing: boolean;
  /** A search refined while typing replaces the history entry instead of adding one. */
  replace: boolean;
  /** The price range last typed is backwards (its minimum above its maximum): it was not applied. */
  priceReversed: boolean;
  list: CatalogList | null;
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
}

const productsPath = routePath('products');

/** A price range whose minimum is above its maximum (SPEC §5: both inclusive, either end open). */
function isReversed({ min, max }: { min: number | null; max: number | null }): boolean {
  return min !== null && max !== null && min > max;
}

function fromPage(page: PagePayload): Pick<CatalogContext, 'listPath' | 'onListing'> & { query: ListingQuery | null } {
  if (page.view !== 'productList') return { listPath: productsPath, onListing: false, query: null };
  const category = page.data.category;
  return {
    listPath: category ? routePath('category', { categorySlug: category.slug }) : productsPath,
    onListing: true,
    query: page.data.query,
  };
}

/** The URL of the query's first page. */
export function listingUrl(context: Pick<CatalogContext, 'query' | 'listPath' | 'onListing'>): string {
  const params = listingSearchParams(context.query).toString();
  const path = context.onListing ? context.listPath : productsPath;
  return params ? `${path}?${params}` : path;
}

export const catalogMachine = setup({
  types: {} as {
    context: CatalogContext;
    events: CatalogEvent;
    input: { page: PagePayload; endpoint: string };
  },
  delays: {
    // SPEC §9: search and filter changes re-apply after 50 ms, sorting after 100 ms.
    filterDelay: 50,
    sortDelay: 100,
    // The list is kept this long, then loaded again at the next interaction (prices, stock).
    listLifetime: 5 * 60_000,
  },
  actors: {
    // getProducts (first 9999) and the term names over the GraphQL endpoint. The code that computes
    // list pages comes with the list, so the first page change does not wait for it.
    loadList: fromPromise<CatalogList, { endpoint: string }>(async ({ input }) => {
      const [{ loadBrowserCatalogList }] = await Promise.all([import('../browser/navigation/browserCatalogList'), import('../browser/navigation/localListPage')]);
      return loadBrowserCatalogList(input.endpoint);
    }),
  },
  guards: {
    // A backwards range is not applied; nor is the range the query has.
    priceUnchanged: ({ context, event }) => {
      assertEvent(event, 'SET_PRICE');
      const { price } = context.query.filters;
      return isReversed(event) || (event.min === price.min && event.max === price.max);
    },
  },
  actions: {
    toggleTerm: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_TERM');
      return { query: toggleTerm(context.query, event.taxonomy, event.slug), replace: false };
    }),
    setPrice: assign(({ context, event }) => {
      assertEvent(event, 'SET_PRICE');
      return { query: withPrice(context.query, event.min, event.max), replace: false, priceReversed: false };
    }),
    notePrice: assign(({ event }) => {
      assertEvent(event, ['SET_PRICE', 'CHECK_PRICE']);
      return { priceReversed: isReversed(event) };
    }),
    setRating: assign(({ context, event }) => {
      assertEvent(event, 'SET_RATING');
      return { query: withRating(context.query, event.rating), replace: false };
    }),
    setOnSale: assign(({ context, event }) => {
      assertEvent(event, 'SET_ON_SALE');
      return { query: withOnSale(context.query, event.onSale), replace: false };
    }),
    clearFilters: assign(({ context }) => ({ query: clearFilters(context.query), replace: false, priceReversed: false })),
    // Typing refines one search: on a listing it replaces the history entry instead of adding one.
    setSearch: assign(({ context, event }) => {
      assertEvent(event, ['SET_SEARCH', 'SUBMIT_SEARCH']);
      return { query: withSearch(context.query, event.search), replace: event.type === 'SET_SEARCH' && context.onListing };
    }),
    setSort: assign(({ context, event }) => {
      assertEvent(event, 'SET_SORT');
      return { query: withSort(context.query, event.orderby, event.order), replace: false };
    }),
    /** Applies the query by navigating to its URL. */
    applyQuery: enqueueActions((args) =>
      tell('catalog', args, { to: 'navigation', event: { type: 'NAVIGATE', to: listingUrl(args.context), replace: args.context.replace } }),
    ),
    /** Follows the page shown (back, forward, a link); its query too unless the shopper is mid-change. */
    followPage: assign(({ context, event }, { withQuery }: { withQuery: boolean }) => {
      assertEvent(event, 'PAGE_SHOWN');
      const { query, ...where } = fromPage(event.page);
      if (!query || !withQuery) return where;
      // Another page of the same listing keeps the query object, so the filters, chips and drawer
      // that select from it are not drawn again on a page change.
      return { ...where, query: sameListingQuery(query, context.query) ? context.query : query, priceReversed: false };
    }),
  },
}).createMachine({
  id: 'catalog',
  type: 'parallel',
  context: ({ input }) => {
    const { query, ...where } = fromPage(input.page);
    return { ...where, query: query ?? defaultListingQuery(), replace: false, priceReversed: false, list: null, endpoint: input.endpoint };
  },
  states: {
    query: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            PAGE_SHOWN: { actions: { type: 'followPage', params: { withQuery: true } } },
          },
        },
        // A change waits for the next keystroke or click before it is applied.
        filtering: {
          tags: 'pending',
          after: { filterDelay: { target: 'applying', actions: 'applyQuery' } },
          on: { PAGE_SHOWN: { actions: { type: 'followPage', params: { withQuery: false } } } },
        },
        sorting: {
          tags: 'pending',
          after: { sortDelay: { target: 'applying', actions: 'applyQuery' } },
          on: { PAGE_SHOWN: { actions: { type: 'followPage', params: { withQuery: false } } } },
        },
        // Applied; the page for it is on its way.
        applying: {
          tags: 'pending',
          on: { PAGE_SHOWN: { target: 'idle', actions: { type: 'followPage', params: { withQuery: true } } } },
        },
      },
      // Targets inside this region restart its waiting state (and timer) without touching the list
      // region: a `reenter` here would re-enter the whole parallel machine.
      on: {
        TOGGLE_TERM: { target: '.filtering', actions: 'toggleTerm' },
        SET_PRICE: [
          { guard: 'priceUnchanged', actions: 'notePrice' },
          { target: '.filtering', actions: 'setPrice' },
        ],
        CHECK_PRICE: { actions: 'notePrice' },
        SET_RATING: { target: '.filtering', actions: 'setRating' },
        SET_ON_SALE: { target: '.filtering', actions: 'setOnSale' },
        CLEAR_FILTERS: { target: '.filtering', actions: 'clearFilters' },
        SET_SEARCH: { target: '.filtering', actions: 'setSearch' },
        SUBMIT_SEARCH: { target: '.applying', actions: ['setSearch', 'applyQuery'] },
        SET_SORT: { target: '.sorting', actions: 'setSort' },
      },
    },
    list: {
      initial: 'absent',
      states: {
        // Loaded on the first interaction with the listing controls, not before: most visits never filter.
        absent: {
          on: {
            TOGGLE_TERM: 'loading',
            SET_PRICE: 'loading',
            SET_RATING: 'loading',
            SET_ON_SALE: 'loading',
            SET_SEARCH: 'loading',
            SUBMIT_SEARCH: 'loading',
            SET_SORT: 'loading',
            CLEAR_FILTERS: 'loading',
          },
        },
        loading: {
          invoke: {
            src: 'loadList',
            input: ({ context }) => ({ endpoint: context.endpoint }),
            onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output }) },
            // Without the list the server still answers every listing URL; try again later.
            onError: 'absent',
          },
        },
        ready: {
          after: { listLifetime: { target: 'absent', actions: assign({ list: null }) } },
        },
      },
    },
  },
});

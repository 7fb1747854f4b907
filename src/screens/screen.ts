// What a screen is: its routes, its view, its loader, and the data the loader gives the view. Each
// screen is one module in this folder, and index.ts lists them; routes, views and loaders are
// found from that list (routes.ts, viewModules.ts, screens/loaders/index.ts).
import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locales';
import type { LoaderContext } from './loaders/context';
import type { PageActors } from '../machines/screen';
import type { Head } from './loaders/types';

/** What a screen's loader answers: its view, status, data and head (screens/loaders/payload.ts adds where it was found). */
export interface Loaded<View extends string, Data> {
  view: View;
  status: number;
  data: Data;
  head: Head;
  /** A page for one shopper (an order): neither the server's page cache nor the browser keeps it. */
  personal?: boolean;
}

export interface ErrorData {
  statusCode: number;
  /** A t() key of the message ('error.pageNotFound', 'error.productNotFound', …). */
  messageKey: string;
}

/** The error page's answer (screens/loaders/notFound.ts). */
export type NotFound = Loaded<'error', ErrorData>;

/** A loader may answer its own screen, or the error page (a product that is not there). */
export type ScreenLoader<View extends string, Data> = (ctx: LoaderContext, params: Record<string, string>) => Promise<Loaded<View, Data> | NotFound>;

export interface Screen<View extends string, Data, Routes extends Record<string, string>> {
  view: View;
  /** Route names and their locale-free patterns (regexparam), matched in the order screens are listed. */
  routes: Routes;
  /**
   * The view's code, in its own chunk. The module may export `prepare`: what else the view needs
   * before it renders in the page's language (its country names), awaited with the code (viewModules.ts); and
   * `pageActors`: the forms and tabs its page runs in the root system (machines/screen.ts).
   */
  component: () => Promise<{ default: ComponentType<{ data: Data }>; prepare?: (locale: Locale) => Promise<void>; pageActors?: PageActors }>;
  /**
   * The loader, on the server only: write it as `import.meta.env.SSR ? loaderIn(() => import(...), …) : undefined`,
   * so the browser bundle holds no loader code (Vite drops the branch it never takes).
   */
  load: ScreenLoader<View, Data> | undefined;
}

/** Declares a screen whose view renders `Data` (given first; the rest is inferred from the screen). */
export function defineScreen<Data>() {
  return <const View extends string, const Routes extends Record<string, string>>(screen: Screen<View, Data, Routes>) => screen;
}

/**
 * A loader whose code is in its own module, imported on first use and kept: on the server every
 * `import()`, even of a module already loaded, passes through the module loader's hooks, which
 * took a twentieth of an uncached page's time.
 */
export function loaderIn<Module, View extends string, Data>(
  importModule: () => Promise<Module>,
  load: (module: Module, ctx: LoaderContext, params: Record<string, string>) => Awaited<ReturnType<ScreenLoader<View, Data>>> | ReturnType<ScreenLoader<View, Data>>,
): ScreenLoader<View, Data> {
  let module: Module | undefined;
  return async (ctx, params) => load((module ??= await importModule()), ctx, params);
}

// The application: the router reads its location from the navigation actor, so a page and its
// URL change together, after the page's payload has arrived.
import { useCallback, useEffect } from 'react';
import { Router } from 'wouter';
import { useSelector } from './machines/useSelector';
import { localePrefixes, localizePath, splitLocale } from './i18n/locales';
import { placeOf } from './machines/navigation';
import { useNavigation, usePage, useStorefront } from './machines/react';
import { nextTask } from './nextTask';
import { loadedView } from './viewModules';
import { splitQuery } from './splitQuery';
import AppShell from './views/layout/AppShell';

/** wouter location hook: the committed page's URL; navigating asks the navigation actor. */
function useNavigationLocation(): [string, (to: string) => void] {
  const navigation = useNavigation();
  const location = useSelector(navigation, (snapshot) => localizePath(splitQuery(snapshot.context.page.path).pathname, snapshot.context.page.locale));
  const navigate = useCallback((to: string) => navigation.send({ type: 'NAVIGATE', to: splitLocale(to).path }), [navigation]);
  return [location, navigate];
}

function useNavigationSearch(): string {
  return useSelector(useNavigation(), (snapshot) => splitQuery(snapshot.context.page.path).search);
}

export function App() {
  const page = usePage();
  const prefix = localePrefixes[page.locale];
  const View = loadedView(page.view);
  const storefront = useStorefront();
  // Once hydrated, the actors may read storage and ask the store: what they learn can no longer
  // make the hydration render differ from the server's. The attribute lets tests wait for it.
  // It is sent in the task after the one that commits the hydration, which already holds its effects.
  useEffect(() => {
    void nextTask().then(() => {
      storefront.send({ type: 'HYDRATED' });
      document.documentElement.dataset.hydrated = 'true';
    });
  }, [storefront]);
  return (
    <Router base={prefix ? `/${prefix}` : ''} hook={useNavigationLocation} searchHook={useNavigationSearch}>
      <AppShell>
        {/* Another page or query of the same listing keeps the view mounted, and the focus in it. */}
        <View key={placeOf(page)} data={page.data} />
      </AppShell>
    </Router>
  );
}

// Stands in for `use-sync-external-store/shim` (see vite.config.ts): React 19's own hook.
export { useSyncExternalStore } from 'react';

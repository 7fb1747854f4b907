// `npm run build`'s last step: the production server's bundle (scripts/server-bundle.ts).
import { bundleServer } from './server-bundle';

await bundleServer();

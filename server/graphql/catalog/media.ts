// Resolvers of media items. URLs are absolute, as WPGraphQL's are, so a storefront on another
// origin shows the images; the server's own rendering keeps them site-relative (context.shopOrigin).
import { mediaUrl, resizedMediaUrl } from '../../domain/catalog/media-urls';
import type { MediaRecord } from '../../domain/catalog/store/media';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../relay';

export const mediaResolvers = {
  MediaItem: {
    id: (m: MediaRecord) => toGlobalId('post', m.id),
    databaseId: (m: MediaRecord) => m.id,
    sourceUrl: (m: MediaRecord, { size }: { size?: number | null }, { shopOrigin }: GraphQLContext) =>
      shopOrigin + (size ? resizedMediaUrl(m.fileName, size) : mediaUrl(m.fileName)),
    altText: (m: MediaRecord) => m.altText,
    title: (m: MediaRecord) => m.title || null,
    mimeType: (m: MediaRecord) => m.mime,
    mediaDetails: (m: MediaRecord) => ({ width: m.width, height: m.height }),
  },
};

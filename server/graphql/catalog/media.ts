// Resolvers of media items. URLs are site-relative: the same server serves the files.
import { mediaUrl, resizedMediaUrl, type MediaRecord } from '../../domain/catalog/media';
import { toGlobalId } from '../relay';

export const mediaResolvers = {
  MediaItem: {
    id: (m: MediaRecord) => toGlobalId('post', m.id),
    databaseId: (m: MediaRecord) => m.id,
    sourceUrl: (m: MediaRecord, { size }: { size?: number | null }) => (size ? resizedMediaUrl(m.fileName, size) : mediaUrl(m.fileName)),
    altText: (m: MediaRecord) => m.altText,
    title: (m: MediaRecord) => m.title || null,
    mimeType: (m: MediaRecord) => m.mime,
    mediaDetails: (m: MediaRecord) => ({ width: m.width, height: m.height }),
  },
};

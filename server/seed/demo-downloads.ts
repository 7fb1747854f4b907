// The demo's downloadable files, made at seed time so each is a real file of its kind: the poster
// pack is the product's own picture (WebP), the album a short WAV preview of an arpeggio, the
// e-book a one-page PDF sample of the product's own words.
import type { PlannedDownload } from './catalog-plan';
import type { ProductSeed } from './demo-catalog';
import { samplePdf } from './sample-pdf';
import { sampleWav } from './sample-wav';

// A minor, then F major, up and down: three seconds of the album's mood.
const albumPreview = [220, 261.63, 329.63, 440, 329.63, 261.63, 174.61, 220, 261.63, 349.23, 261.63, 220];

export function planDemoDownload(seed: ProductSeed, download: { name: string; fileName: string }, picture: () => Promise<Buffer>): PlannedDownload {
  const { name, fileName } = download;
  if (fileName.endsWith('.webp')) return { name, fileName, mime: 'image/webp', data: picture };
  if (fileName.endsWith('.wav')) return { name, fileName, mime: 'audio/wav', data: async () => sampleWav(albumPreview) };
  if (fileName.endsWith('.pdf')) return { name, fileName, mime: 'application/pdf', data: async () => samplePdf(seed.name, [seed.short, seed.intro]) };
  throw new Error(`The demo makes no file like ${fileName}`);
}

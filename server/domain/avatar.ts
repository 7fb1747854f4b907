// Reviewers (and customers) get a generated avatar rather than a Gravatar lookup, which would
// send their email hash to a third party. The URL carries up to two initials (A–Z) and a hue; the
// avatar route (server/http/images.ts) draws the picture from them. Same person, same avatar.
import { createHash } from 'node:crypto';

const lettersOf = (text: string) => text.normalize('NFD').toUpperCase().replace(/[^A-Z\s]/g, '');

function initials(name: string, email: string): string {
  const words = lettersOf(name).split(/\s+/).filter(Boolean);
  const fromName = words.length > 1 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0]?.[0] ?? '');
  return fromName || lettersOf(email).replace(/\s/g, '').slice(0, 1) || 'A';
}

function hue(key: string): number {
  return createHash('sha256').update(key.trim().toLowerCase()).digest().readUInt32BE(0) % 360;
}

export function avatarUrl(name: string, email: string): string {
  return `/images/avatar/${initials(name, email)}-${hue(email || name)}.svg`;
}

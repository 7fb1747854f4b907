// The demo shop's reviews: a pool of reviewers and of things people say about a product at each
// star rating. Which product gets which reviews is drawn from the seeded generator.
import type { Random } from './art/random';
import type { PlannedReview } from './catalog-plan';

export const reviewers = [
  'Emma Schneider',
  'Lucas Martin',
  'Sofia Rossi',
  'Noah Fischer',
  'Mia Dubois',
  'Liam O’Connor',
  'Ana Souza',
  'Jonas Weber',
  'Chloé Bernard',
  'Mateo García',
  'Hannah Becker',
  'Leo Bianchi',
  'Isabel Pereira',
  'Finn Hoffmann',
  'Camille Laurent',
  'Diego Fernández',
  'Lena Wagner',
  'Tom Jansen',
  'Giulia Romano',
  'Pedro Almeida',
  'Zoë Müller',
  'Sam Taylor',
  'Aiko Tanaka',
  'Olivia Brown',
];

function reviewerEmail(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return `${local}@example.com`;
}

const byRating: Record<number, string[]> = {
  5: [
    'Absolutely love it. The quality is even better than I expected and it arrived two days after ordering.',
    'Perfect. I bought one for myself and ended up ordering a second as a gift.',
    'Beautifully made and exactly as pictured. Will definitely order from this shop again.',
    'Five stars without hesitation. You can feel the care that went into this.',
    'This has become my favourite thing I own. Great value for the quality.',
  ],
  4: [
    'Really nice, solid quality. Took off one star because delivery took a little longer than promised.',
    'Very happy with it overall. The colour is slightly darker than on my screen, but I like it.',
    'Good quality and well packed. I would buy it again.',
    'Does exactly what it should. Not cheap, but it feels like it will last for years.',
  ],
  3: [
    'It is fine. Nothing special, but nothing wrong with it either.',
    'Decent quality, although I expected a bit more for the price.',
    'Okay. The description could have been clearer about the size.',
  ],
  2: [
    'Not quite what I hoped for. The material feels thinner than I expected.',
    'Arrived with a small defect. Customer service was friendly and sent a replacement, though.',
  ],
  1: ['Disappointed. It did not match the photos at all and I sent it back.'],
};

/** Mostly happy customers, as in any shop worth its reviews, with the odd unhappy one. */
function drawRating(random: Random): number {
  const roll = random();
  if (roll < 0.5) return 5;
  if (roll < 0.78) return 4;
  if (roll < 0.9) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

function drawReviewText(rating: number, random: Random): string {
  const texts = byRating[rating]!;
  return texts[Math.floor(random() * texts.length)]!;
}

/** A review by `authorName`; its date is drawn last, so each caller's sequence of draws is fixed. */
export function drawReview(authorName: string, random: Random, drawDate: () => Date): PlannedReview {
  const rating = drawRating(random);
  return { authorName, authorEmail: reviewerEmail(authorName), rating, content: drawReviewText(rating, random), createdAt: drawDate() };
}

// The demo shop's reviews: a pool of reviewers, and of things people say about a product of each
// kind and about the shop at each star rating. Which product gets which reviews is drawn from the
// seeded generator.
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

/** What a review is about: the product's name and its kind (the slug of its first category). */
export interface ReviewedProduct {
  name: string;
  kind: string;
}

type Mood = 'happy' | 'mixed' | 'unhappy';
const moodOf = (rating: number): Mood => (rating >= 4 ? 'happy' : rating === 3 ? 'mixed' : 'unhappy');

// What people say about a thing of each kind; `{name}` is the product's name.
const remarksByKind: Record<string, Record<Mood, string[]>> = {
  hoodies: {
    happy: [
      'The {name} is thick and soft on the inside, and the hood actually keeps the wind out.',
      'Washed it five times now and the {name} has not pilled or shrunk at all.',
      'Roomy without being baggy, and the cuffs hold their shape.',
      'My go-to layer for chilly mornings; the fleece lining is lovely.',
    ],
    mixed: ['Warm enough, but the sleeves run long on me.', 'The fabric is nice; the drawstrings feel a bit cheap.'],
    unhappy: ['The {name} lost its shape after a couple of washes.', 'Much thinner than I expected for a winter hoodie.'],
  },
  't-shirts': {
    happy: [
      'The cotton of the {name} is soft and breathes well on hot days.',
      'Fits true to size and the neckline has not stretched out.',
      'The print on the {name} is crisp and has survived every wash so far.',
      'Nice weight: not see-through, not heavy either.',
    ],
    mixed: ['Comfortable, though it is cut a little shorter than I like.', 'Good shirt, but the colour faded slightly after washing.'],
    unhappy: ['The {name} shrank a full size in the first wash.', 'The seams started to twist after a few wears.'],
  },
  'caps-hats': {
    happy: [
      'The {name} sits well and the strap is easy to adjust.',
      'Kept the sun off my face on a whole day of hiking.',
      'Good stitching and it keeps its shape in a bag.',
      'Warm, and it does not itch on the forehead.',
    ],
    mixed: ['Looks good, but it runs a little small.', 'Fine for the price; the brim is softer than I hoped.'],
    unhappy: ['The {name} lost its shape the first time it got wet.', 'Too tight even at the loosest setting.'],
  },
  shoes: {
    happy: [
      'Comfortable straight out of the box; I walked all day in the {name} without a blister.',
      'Good grip on wet pavement and light on the feet.',
      'The insole gives real support and the {name} looks sharp too.',
      'True to size and the laces stay tied.',
    ],
    mixed: ['Comfortable, but they took a week to break in.', 'Nice shoes; the toe box is a bit narrow for me.'],
    unhappy: ['The sole of the {name} started to come loose after a month.', 'Rubbed my heel raw on the first long walk.'],
  },
  bags: {
    happy: [
      'The {name} holds my laptop, lunch and a jumper with room to spare.',
      'Sturdy straps and the zips run smoothly.',
      'Lots of pockets, so I actually find my keys now.',
      'The fabric shrugged off a downpour; everything inside stayed dry.',
    ],
    mixed: ['Good bag, but the straps could be padded better.', 'Smaller inside than the photos suggest.'],
    unhappy: ['A seam of the {name} split within weeks.', 'The zip jammed the second time I used it.'],
  },
  accessories: {
    happy: [
      'The {name} looks more expensive than it was.',
      'Well finished and it goes with almost everything I wear.',
      'I wear the {name} every day and it still looks new.',
      'A thoughtful little thing; it made a great present.',
    ],
    mixed: ['Nice enough, though smaller than I imagined.', 'Does the job; the finish could be better.'],
    unhappy: ['The {name} broke within a week.', 'The colour is nothing like the pictures.'],
  },
  'home-living': {
    happy: [
      'The {name} makes the living room feel so much cosier.',
      'Well made and it looks lovely on the shelf.',
      'Arrived safely packed and looks just like the photos.',
      'I get compliments on the {name} from every visitor.',
    ],
    mixed: ['Pretty, but smaller than I expected.', 'Nice, though the colour is a little duller in person.'],
    unhappy: ['The {name} arrived chipped.', 'Looked cheap once it was out of the box.'],
  },
  music: {
    happy: [
      'The {name} sounds warm and full; a joy from the first track to the last.',
      'Great record, and a pressing without crackle or warp.',
      'On repeat all week. The quieter songs on side two are the best.',
      'Clean download, good sound, and the liner notes are a treat.',
    ],
    mixed: ['A few great songs, the rest did not stay with me.', 'Good album; the mix feels a bit flat in places.'],
    unhappy: ['My copy of the {name} skips on the second track.', 'Not for me: it all sounds the same after a while.'],
  },
  books: {
    happy: [
      'The {name} is beautifully printed and a pleasure to leaf through.',
      'Clear, practical and I have used it every week since it arrived.',
      'I learned more from the {name} than from any other book on the subject.',
      'Well written, with lovely photographs.',
    ],
    mixed: ['Some useful chapters, others felt like filler.', 'Good content, but the print is very small.'],
    unhappy: ['The binding of the {name} cracked on the first read.', 'Much less in it than the description promised.'],
  },
  audio: {
    happy: [
      'The {name} sounds clear and balanced, with deep bass that does not boom.',
      'Comfortable for hours, and the battery lasts all week.',
      'Set-up took two minutes and the {name} just works.',
      'A real step up in sound for the money.',
    ],
    mixed: ['Good sound, but they press a little after an hour.', 'Works well; the controls take getting used to.'],
    unhappy: ['The {name} started to crackle after a week.', 'The connection keeps dropping.'],
  },
  // Sets of products (grouped) and anything else.
  other: {
    happy: ['Everything in the {name} is as described.', 'Great value, and it all arrived together.', 'Exactly what I was looking for.', 'Good quality all round.'],
    mixed: ['Fine overall, though one piece did not quite fit.', 'Decent, but I would not buy it again.'],
    unhappy: ['Part of the {name} was missing.', 'Not worth the money.'],
  },
};

// How each review ends, by its stars: the shop's part in it.
const closingsByRating: Record<number, string[]> = {
  5: ['Arrived two days after ordering.', 'Will order from this shop again.', 'Bought a second one as a gift.', 'Five stars without hesitation.', 'Great value for the quality.'],
  4: ['One star off because delivery took a little longer than promised.', 'Would buy it again.', 'Not cheap, but it should last for years.', 'Well packed, too.'],
  3: ['Nothing special, but nothing wrong with it either.', 'I expected a bit more for the price.', 'The description could have been clearer.'],
  2: ['Customer service was friendly, at least.', 'I will probably send it back.'],
  1: ['I sent it back.', 'Very disappointed.'],
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

/**
 * A remark on the product's kind and a closing for its stars, both chosen by one draw (so the seed's
 * other draws, and with them every rating and review count, stay where they were).
 */
function drawReviewText(rating: number, product: ReviewedProduct, said: ReadonlySet<string>, random: Random): string {
  const remarks = (remarksByKind[product.kind] ?? remarksByKind.other!)[moodOf(rating)];
  const closings = closingsByRating[rating]!;
  const combinations = remarks.length * closings.length;
  const drawn = Math.floor(random() * combinations);
  const text = (choice: number) => `${remarks[choice % remarks.length]!.replaceAll('{name}', product.name)} ${closings[Math.floor(choice / remarks.length)]!}`;
  // A text the product's reviews already have gives way to the next one.
  for (let step = 0; step < combinations; step++) {
    const candidate = text((drawn + step) % combinations);
    if (!said.has(candidate)) return candidate;
  }
  return text(drawn);
}

/**
 * A review of `product` by `authorName`, unlike the reviews it already has (`said`); its date is
 * drawn last, so each caller's sequence of draws is fixed.
 */
export function drawReview(authorName: string, product: ReviewedProduct, said: ReadonlySet<string>, random: Random, drawDate: () => Date): PlannedReview {
  const rating = drawRating(random);
  return { authorName, authorEmail: reviewerEmail(authorName), rating, content: drawReviewText(rating, product, said, random), createdAt: drawDate() };
}

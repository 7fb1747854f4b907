// The longest search the shop takes. No product name or phrase needs more, and every character
// more makes each product's texts slower to scan: the storefront cuts a longer one (its search
// box and the list's URL), and the store backend refuses it with `searchTooLongMessage`, before
// it reaches the database.
export const maxSearchLength = 100;

export const searchTooLongMessage = `Please search with at most ${maxSearchLength} characters.`;

/** True when a search (as sent, surrounding space aside) is longer than the shop takes. */
export const isSearchTooLong = (search: string) => search.trim().length > maxSearchLength;

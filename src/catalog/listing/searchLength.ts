// The longest search the shop takes; longer ones are cut here. No product name or phrase needs more.
export const maxSearchLength = 100;

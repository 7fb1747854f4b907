/** A moment as WooGraphQL prints dates: ISO 8601 in UTC with an explicit offset, to the second (DATE_ATOM). */
export function isoMoment(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

// Where media are served: the original file, and the file resized by the image route.

/** The URL of the original file. */
export function mediaUrl(fileName: string): string {
  return `/uploads/${fileName}`;
}

/** The URL of the file resized to a width by the image route (never wider than the original). */
export function resizedMediaUrl(fileName: string, width: number): string {
  return `/_img/w_${width}/uploads/${fileName}`;
}

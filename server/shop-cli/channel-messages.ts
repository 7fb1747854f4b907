// What the shop's CLI and a running shop say to each other over POST /_shop/command
// (shop-channel.ts, http/shop-commands.ts). The request names the command and carries the owner's
// files it reads (the import's CSV and the pictures it names from the owner's disk), since the shop
// may not see the owner's folders. The answer is one JSON message a line, sent as the command goes,
// so its progress and each line it prints reach the owner while it runs; the last one is its exit code.

/** A file of the owner's: its bytes (base64), or the error code reading it failed with (ENOENT). */
export type SentFile = { base64: string } | { failed: string };

export interface CommandRequest {
  argv: string[];
  /** By name as the command names it (as given on the command line, relative to the CLI's folder). */
  files?: Record<string, SentFile>;
}

export type CommandMessage =
  | { print: string }
  | { aside: string }
  | { progress: [done: number, total: number] }
  | { output: string; file?: string }
  | { exitCode: number }
  /** The command did not end: the shop failed while running it. */
  | { failure: string };

/** The owner's files one command may carry, together: what one request may hold in the shop's memory. */
export const maxSentBytes = 32 * 1024 * 1024;
/** The request's limit: the files in base64 (4 bytes for 3) and room for the command's words. */
export const maxRequestBytes = Math.ceil(maxSentBytes / 3) * 4 + 1024 * 1024;

import type { Locale } from '../../common/locales';
import type { StoreMessage } from './store-message';

/**
 * A request the shop cannot answer because its input is wrong (a negative page size, a
 * malformed cursor). Its message is written for the caller and is passed on as is; any other
 * error is masked by the API. One made of a StoreMessage is written in the request's language.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  /** graphql-js copies an original error's extensions onto the GraphQL error it reports. */
  readonly extensions = { code: 'BAD_USER_INPUT' };
  readonly storeMessage?: StoreMessage;

  constructor(message: string | StoreMessage) {
    super(typeof message === 'string' ? message : message.text);
    if (typeof message !== 'string') this.storeMessage = message;
  }

  /** The message in the language; an error without a StoreMessage has only its own. */
  in(locale: Locale): string {
    return this.storeMessage?.in(locale) ?? this.message;
  }
}

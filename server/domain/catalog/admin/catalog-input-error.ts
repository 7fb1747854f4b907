// A refusal of a catalog change, naming the input field it is about (`regularPrice`,
// `attributes[1].options`) as checkout's refusals name theirs, so that a manager's form or the CSV
// import (which names the column) can point at it. Its message is written in the caller's language.
import { InputError } from '../../input-error';
import type { StoreMessage } from '../../store-message';

export class CatalogInputError extends InputError {
  override readonly extensions: { code: string; field: string };

  constructor(
    readonly field: string,
    message: StoreMessage,
  ) {
    super(message);
    this.extensions = { code: 'BAD_USER_INPUT', field };
  }
}

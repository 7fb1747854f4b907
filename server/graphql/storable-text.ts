// Text a request sends must be text the database can keep (domain/storable-text.ts). No shopper
// types anything else, so a request carrying such text, in the document's strings or in its
// variables, is refused before anything runs, with one clear error, instead of failing deep in a query.
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isStorableText } from '../domain/storable-text';

const unstorableText = () =>
  new GraphQLError('Text may not contain the NUL character or half of a surrogate pair.', {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: true } },
  });

/** Whether any string in a JSON value (variables: nested at most a few dozen levels, checked on arrival) is unstorable. */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, entry]) => !isStorableText(key) || holdsUnstorableText(entry));
  return false;
}

const storableStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (!isStorableText(node.value)) context.reportError(unstorableText());
  },
});

export const storableText: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(storableStringLiterals);
  },
  onExecute({ args, setResultAndStopExecution }) {
    if (holdsUnstorableText(args.variableValues)) setResultAndStopExecution({ errors: [unstorableText()] });
  },
};

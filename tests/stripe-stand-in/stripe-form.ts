// Stripe's request bodies: application/x-www-form-urlencoded with bracketed keys for nesting
// (`metadata[session_key]=…`, `payment_method_data[card][number]=…`, `payment_method_types[0]=card`),
// read into plain nested objects. Lists stay objects keyed by index; `listOf` reads them.

export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((name, index) => {
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = typeof next === 'object' ? next : (node[name] = {});
    });
  }
  return root;
}

export function textOf(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function objectOf(value: FormValue | undefined): FormObject {
  return typeof value === 'object' ? value : {};
}

/** `x[0]=a&x[1]=b` as a list of its texts. */
export function listOf(value: FormValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(objectOf(value)).filter((item): item is string => typeof item === 'string');
}

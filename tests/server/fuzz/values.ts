// Values for arguments, input fields and variables: valid ones that mean something to the store
// (real ids and slugs, coupon codes, page sizes from none to absurd) and ones of the wrong kind,
// as JSON values, with their GraphQL literal spelling for inline arguments.
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import type { CatalogSample } from './catalog-sample';
import type { Random } from './random';
import { randomText } from './texts';

const couponCodes = ['welcome10', 'save5', 'freeship', 'hoodie3', 'vip20', 'summer24', 'WELCOME10', 'no-such-coupon'];
const maxInt = 2_147_483_647;

const cursor = (text: string) => Buffer.from(text).toString('base64');

/** Texts of this length or more are past what the server reads of a request. */
const pastBodyLimitLength = 50_000;

export class Values {
  /**
   * One text past the body limit, or one list of thousands, makes a request as large as any; more
   * only cost the run the time of making them, which the requests in flight wait out: a wide
   * document once held a hundred such texts (300 MB in a batch), another lists of thousands
   * inside lists of thousands, and each took seconds to make.
   */
  private pastBodyLimit = false;
  private longListMade = false;

  constructor(
    private readonly random: Random,
    private readonly sample: CatalogSample,
  ) {}

  /** A page size: mostly what clients ask, now and then the most the store allows, far more, or less than none. */
  listSize(): number {
    const random = this.random;
    return random.weighted([
      [30, () => random.int(0, 10)],
      [10, () => random.pick([12, 24, 50, 100])],
      [6, () => random.int(101, 1000)],
      [6, () => random.pick([9999, 10_000])],
      [2, () => maxInt],
      [2, () => random.pick([-1, -100, -maxInt - 1])],
    ])();
  }

  /** A page size at or past the most the store gives at once. */
  largeListSize(): number {
    return this.random.pick([100, 101, 1000, 9999, 9999, 10_000, maxInt]);
  }

  /** A value the type accepts. */
  valid(type: GraphQLInputType, name: string): unknown {
    const random = this.random;
    if (!isNonNullType(type) && random.chance(0.04)) return null;
    if (isNonNullType(type)) type = type.ofType;
    if (isListType(type)) {
      const long = !this.longListMade && random.chance(0.03);
      this.longListMade ||= long;
      const length = long ? random.int(100, 3000) : random.int(0, 3);
      return Array.from({ length }, () => this.valid(type.ofType, name));
    }
    if (isInputObjectType(type)) {
      const object: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        if (isNonNullType(field.type) || random.chance(0.5)) object[field.name] = this.valid(field.type, field.name);
      }
      return object;
    }
    if (isEnumType(type)) return random.pick(type.getValues()).name;
    if (type.name === 'Int') return this.int(name);
    if (type.name === 'Float') return random.weighted([[5, () => random.int(0, 200)], [3, () => random.next() * 1000], [1, () => -random.next() * 1e6], [0.5, () => Number.MAX_VALUE]])();
    if (type.name === 'Boolean') return random.chance(0.5);
    return this.string(name);
  }

  /** A value of the wrong kind for the type (or null where null is not allowed). */
  invalid(type: GraphQLInputType, name: string): unknown {
    const random = this.random;
    if (isNonNullType(type)) return random.chance(0.4) ? null : this.invalid(type.ofType, name);
    if (isListType(type)) {
      return random.weighted<() => unknown>([
        [2, () => [this.invalid(type.ofType, name)]],
        [1, () => nestedArrays(random.int(2, 64), this.valid(type.ofType, name))],
        [1, () => ({})],
      ])();
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return random.weighted<() => unknown>([
        [2, () => ({ ...(this.valid(type, name) as object), [random.pick(['bogus', '__proto__', 'constructor', '_'])]: 1 })],
        [2, () => {
          const field = random.pick(fields);
          return { ...(this.valid(type, name) as object), [field.name]: this.invalid(field.type, field.name) };
        }],
        [1, () => ({})],
        [1, () => random.pick(['an object, please', [], 42, true])],
      ])();
    }
    if (isEnumType(type)) return random.pick(['BOGUS', type.getValues()[0]!.name.toLowerCase(), 1, '', true, {}]);
    const wrong: Record<string, unknown[]> = {
      Int: ['12', 1.5, maxInt + 1, -maxInt - 2, 1e21, true, {}, [[1]], ''],
      Float: ['1.5', true, {}, 'NaN', [[1.5]]],
      Boolean: ['true', 1, 0, 'yes', {}],
      String: [12, 1.5, true, {}, [['a']]],
      ID: [1.5, true, {}, [['a']]],
    };
    return random.pick(wrong[type.name] ?? wrong.String!);
  }

  private int(name: string): number {
    const random = this.random;
    const { productDatabaseIds, variationDatabaseIds } = this.sample;
    switch (name) {
      case 'first':
        return this.listSize();
      case 'productId':
      case 'commentOn':
      case 'include':
      case 'exclude':
        return random.chance(0.85) ? random.pick(productDatabaseIds) : random.pick([0, -1, maxInt]);
      case 'variationId':
        return random.chance(0.85) && variationDatabaseIds.length ? random.pick(variationDatabaseIds) : random.pick([0, -1, maxInt]);
      case 'quantity':
        return random.weighted([[6, () => random.int(1, 3)], [1, () => random.pick([0, -1, 999_999, maxInt])]])();
      case 'rating':
        return random.int(0, 6);
      default:
        return random.weighted([[5, () => random.int(0, 10)], [1, () => random.int(-maxInt - 1, maxInt)]])();
    }
  }

  /** A random text, at most one of them past the body limit. */
  private text(): string {
    const text = randomText(this.random, !this.pastBodyLimit);
    if (text.length >= pastBodyLimitLength) this.pastBodyLimit = true;
    return text;
  }

  private string(name: string): string {
    const random = this.random;
    const { productIds, slugs, skus, categoryIds, categorySlugs, cartKeys, productDatabaseIds } = this.sample;
    const known = (values: readonly string[]) => (random.chance(0.85) && values.length ? random.pick(values) : this.text());
    switch (name) {
      case 'id':
        return known([...productIds, ...slugs, ...skus, ...productDatabaseIds.map(String), ...categoryIds, ...categorySlugs]);
      case 'after':
        return random.weighted([
          [3, () => cursor(`arrayconnection:${random.pick(productDatabaseIds)}`)],
          [1, () => cursor(`arrayconnection:${random.pick([-1, 0, 1e30, 'x'])}`)],
          [1, () => this.text()],
        ])();
      case 'slug':
      case 'slugIn':
      case 'categoryIn':
        return known([...slugs, ...categorySlugs]);
      case 'code':
      case 'codes':
        return known(couponCodes);
      case 'key':
        return known(cartKeys);
      case 'authorEmail':
      case 'email':
        return random.chance(0.7) ? `fuzz${random.int(0, 99)}@example.com` : this.text();
      case 'extraData':
        return random.chance(0.5) ? JSON.stringify({ note: this.text() }) : this.text();
      default:
        return this.text();
    }
  }
}

/** A value wrapped in `depth` arrays. */
export function nestedArrays(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** The value as a GraphQL literal, for the type it is given for (enum names go bare). */
export function literal(value: unknown, type?: GraphQLInputType): string {
  if (value === null || value === undefined) return 'null';
  const nullable = type && isNonNullType(type) ? type.ofType : type;
  const named = type && getNamedType(type);
  if (typeof value === 'string') {
    const bare = isEnumType(named) && /^[_A-Za-z]\w*$/.test(value) && !['true', 'false', 'null'].includes(value);
    return bare ? value : JSON.stringify(value);
  }
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    const item = nullable && isListType(nullable) ? nullable.ofType : type;
    return `[${value.map((each) => literal(each, item)).join(', ')}]`;
  }
  const fields = named && isInputObjectType(named) ? named.getFields() : {};
  const entries = Object.entries(value).map(([key, each]) => `${key}: ${literal(each, fields[key]?.type)}`);
  return `{${entries.join(', ')}}`;
}

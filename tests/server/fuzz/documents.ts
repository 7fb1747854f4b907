// Random operations over the real schema (server/schema.graphql), built with graphql-js's schema
// API: random fields and aliases, arguments given literally or through variables (some with
// defaults, some not sent), inline fragments and named fragments on every type a selection may
// narrow to, @skip/@include, nesting to a random depth and width. Response names are unique
// within each selection set and the fragments merged into it, so the documents are valid unless
// an argument's value was chosen to be wrong.
import {
  buildSchema,
  getNamedType,
  GraphQLBoolean,
  GraphQLNonNull,
  isAbstractType,
  isCompositeType,
  isNonNullType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Random } from './random';
import { literal, type Values } from './values';

/** How a generated operation is shaped. */
export interface Shape {
  /** The deepest nesting of fields. */
  maxDepth: number;
  /** The most selections in one selection set (the number is drawn log-uniformly up to it). */
  maxWidth: number;
  /** How often an argument's value goes through a variable. */
  variableRate: number;
  /** How often an argument's value is of the wrong kind. */
  invalidRate: number;
  aliasRate: number;
  /** How much likelier a field with a selection set is than a leaf. */
  compositeBias: number;
  /**
   * Lists inside lists, each at its largest, which is what makes a request costly: every selection
   * set leads with a step toward a field that takes a page size (that field, a field on the way to
   * one, or a fragment narrowing to a type with one), and its other selections are lists too, one
   * level deep, so the document stays small while the answer multiplies. Page sizes are large,
   * given literally, through variables, or through variables' defaults; other optional arguments
   * are left out and every other variable is sent, so nothing but the sizes decides the cost.
   */
  listsInLists: boolean;
}

export interface Operation {
  text: string;
  variables: Record<string, unknown>;
  operationName?: string;
  /** The operation the request runs is a mutation. */
  mutation: boolean;
}

/** A field of a type, with the type its selection set is on (null for a leaf). */
interface SelectableField {
  field: GraphQLField<unknown, unknown>;
  selections: GraphQLCompositeType | null;
  /** It takes a page size. */
  paged: boolean;
}

/** Selections one document may hold at most, so a wide shape stays a few hundred kilobytes. */
const selectionBudget = 3_000;
/** Fragments add no depth, so their nesting in one another has its own bound. */
const maxFragmentNesting = 4;

export class DocumentGenerator {
  readonly schema: GraphQLSchema;
  private readonly fields = new Map<string, SelectableField[]>();
  private readonly narrowings = new Map<string, GraphQLCompositeType[]>();
  /** The types from which a selection can reach a field that takes a page size. */
  private readonly reachingPages = new Set<string>();

  constructor(sdl: string) {
    this.schema = buildSchema(sdl);
    const types = this.compositeTypes();
    for (let grew = true; grew; ) {
      grew = false;
      for (const type of types.filter((each) => !this.reachingPages.has(each.name))) {
        const reaches =
          this.fieldsOf(type).some((field) => field.paged || (field.selections && this.reachingPages.has(field.selections.name))) ||
          this.pagedNarrowingsOf(type).length > 0;
        if (reaches) grew = Boolean(this.reachingPages.add(type.name));
      }
    }
  }

  /** One document of one or (now and then) two operations, with the variables and name to run it. */
  document(random: Random, values: Values, shape: Shape, mutation: boolean): Operation {
    const twoOperations = random.chance(0.05);
    const first = new OperationBuilder(this, random, values, shape, 'A').build(mutation, twoOperations);
    if (!twoOperations) return first;
    const second = new OperationBuilder(this, random, values, shape, 'B').build(random.chance(0.5), true);
    const chosen = random.chance(0.5) ? second : first;
    return {
      text: `${first.text}\n${second.text}`,
      variables: chosen.variables,
      // Without a name, a document of two operations is refused.
      operationName: random.weighted([[8, chosen.operationName], [1, undefined], [1, 'Nonexistent']]),
      mutation: chosen.mutation,
    };
  }

  /** The fields one may select on `type` (kept: graphql-js's type checks are slow in development builds). */
  fieldsOf(type: GraphQLCompositeType): SelectableField[] {
    let found = this.fields.get(type.name);
    if (!found) {
      found = isUnionType(type)
        ? []
        : Object.values(type.getFields()).map((field) => {
            const named = getNamedType(field.type);
            return { field, selections: isCompositeType(named) ? named : null, paged: field.args.some((arg) => arg.name === 'first') };
          });
      this.fields.set(type.name, found);
    }
    return found;
  }

  /** The types a selection on `type` may narrow to with a fragment: those sharing a possible type with it. */
  narrowingsOf(type: GraphQLCompositeType): GraphQLCompositeType[] {
    let found = this.narrowings.get(type.name);
    if (!found) {
      const possible = new Set(this.possibleTypes(type).map((each) => each.name));
      found = this.compositeTypes().filter((candidate) => this.possibleTypes(candidate).some((each) => possible.has(each.name)));
      this.narrowings.set(type.name, found);
    }
    return found;
  }

  /** The narrowings of `type` that have a field of their own taking a page size (Product, from ProductUnion). */
  pagedNarrowingsOf(type: GraphQLCompositeType): GraphQLCompositeType[] {
    return this.narrowingsOf(type).filter((each) => each !== type && this.fieldsOf(each).some((field) => field.paged));
  }

  reachesPages(type: GraphQLCompositeType): boolean {
    return this.reachingPages.has(type.name);
  }

  private compositeTypes(): GraphQLCompositeType[] {
    return Object.values(this.schema.getTypeMap()).filter((type): type is GraphQLCompositeType => isCompositeType(type) && !type.name.startsWith('__'));
  }

  possibleTypes(type: GraphQLCompositeType): readonly GraphQLCompositeType[] {
    return isAbstractType(type) ? this.schema.getPossibleTypes(type) : [type];
  }
}

class OperationBuilder {
  private readonly fragments: string[] = [];
  private readonly variableDefinitions: string[] = [];
  private readonly variables: Record<string, unknown> = {};
  private names = 0;
  private budget = selectionBudget;
  private fragmentNesting = 0;
  /** The depth at which selections take leaves only: the shape's, or less for a short side branch. */
  private bottom: number;
  /** The list the lists-in-lists chain took last. */
  private lastList = '';

  constructor(
    private readonly generator: DocumentGenerator,
    private readonly random: Random,
    private readonly values: Values,
    private readonly shape: Shape,
    /** Keeps names apart from those of the document's other operation. */
    private readonly prefix: string,
  ) {
    this.bottom = shape.maxDepth;
  }

  /** `named`: the document holds another operation, so this one needs a name. */
  build(mutation: boolean, named: boolean): Operation {
    const schema = this.generator.schema;
    const root = mutation ? schema.getMutationType()! : schema.getQueryType()!;
    const selections = this.selectionSet(root, 1);
    const keyword = mutation ? 'mutation' : 'query';
    const name = `${this.prefix}${this.random.int(0, 999)}`;
    const head = this.variableDefinitions.length
      ? `${keyword} ${name}(${this.variableDefinitions.join(', ')}) `
      : mutation || named || this.random.chance(0.5) ? `${keyword} ${name} ` : '';
    return {
      text: [`${head}{ ${selections} }`, ...this.fragments].join('\n'),
      variables: this.variables,
      operationName: head ? name : undefined,
      mutation,
    };
  }

  /** Selections on `type`; `used` holds the response names already taken in the set they merge into. */
  private selectionSet(type: GraphQLCompositeType, depth: number, used = new Set<string>()): string {
    const count = Math.max(1, Math.floor(this.shape.maxWidth ** this.random.next()));
    const selections: string[] = [];
    for (let i = 0; i < count && this.budget > 0; i++) {
      this.budget--;
      const lead = i === 0 && this.shape.listsInLists && depth < this.bottom ? this.towardPages(type, depth, used) : null;
      selections.push(lead ?? (this.shape.listsInLists ? this.sideBranch(type, depth, used) : this.selection(type, depth, used)));
    }
    return selections.join(' ') || '__typename';
  }

  /** A selection that goes at most one list deeper (its field and the list's items), however deep the shape. */
  private sideBranch(type: GraphQLCompositeType, depth: number, used: Set<string>): string {
    const bottom = this.bottom;
    this.bottom = Math.min(bottom, depth + 2);
    const text = this.selection(type, depth, used);
    this.bottom = bottom;
    return text;
  }

  private selection(type: GraphQLCompositeType, depth: number, used: Set<string>): string {
    const random = this.random;
    const atBottom = depth >= this.bottom;
    const fields = this.generator.fieldsOf(type).filter((each) => !atBottom || !each.selections);
    const nesting = this.fragmentNesting < maxFragmentNesting;
    const kind = random.weighted([
      [fields.length ? 12 : 0, 'field'],
      [nesting ? 1 : 0, 'inline fragment'],
      [nesting ? 0.5 : 0, 'fragment spread'],
      [0.3, 'typename'],
    ] as const);
    const weight = (each: SelectableField) => (each.paged && this.shape.listsInLists ? 8 : each.selections ? this.shape.compositeBias : 1);
    if (kind === 'field') return this.field(random.weighted(fields.map((each) => [weight(each), each] as const)), depth, used);
    if (kind === 'typename') return this.responseName('__typename', used) + this.directives();
    const target = random.pick(this.generator.narrowingsOf(type));
    if (kind === 'inline fragment') return this.inlineFragment(type, random.chance(0.9) ? target : null, depth, used);
    return this.fragmentSpread(target, depth, used);
  }

  /** A selection one step closer to a field that takes a page size, or null when none is in reach. */
  private towardPages(type: GraphQLCompositeType, depth: number, used: Set<string>): string | null {
    const goesOn = (each: SelectableField) => Boolean(each.selections && this.generator.reachesPages(each.selections));
    const steps = this.generator.fieldsOf(type).filter((each) => each.paged || goesOn(each));
    // A list whose items reach further lists (related, reviews) is the costliest step, and the same
    // list again (related in related) multiplies fastest, so the chain mostly keeps to it.
    const weight = (each: SelectableField) => (each.paged ? (goesOn(each) ? (each.field.name === this.lastList ? 50 : 10) : 1) : 3);
    if (steps.length) {
      const step = this.random.weighted(steps.map((each) => [weight(each), each] as const));
      if (step.paged) this.lastList = step.field.name;
      return this.field(step, depth, used);
    }
    // The broader the narrowing (Product rather than SimpleProduct), the more items keep their lists.
    const narrowings = this.generator.pagedNarrowingsOf(type).map((each) => [this.generator.possibleTypes(each).length ** 2, each] as const);
    if (narrowings.length && this.fragmentNesting < maxFragmentNesting) return this.inlineFragment(type, this.random.weighted(narrowings), depth, used);
    return null;
  }

  /** `... on Target { … }`, or with no type condition when `target` is null. */
  private inlineFragment(type: GraphQLCompositeType, target: GraphQLCompositeType | null, depth: number, used: Set<string>): string {
    this.fragmentNesting++;
    const text = `...${target ? ` on ${target.name}` : ''}${this.directives()} { ${this.selectionSet(target ?? type, depth, used)} }`;
    this.fragmentNesting--;
    return text;
  }

  private fragmentSpread(target: GraphQLCompositeType, depth: number, used: Set<string>): string {
    const name = `F${this.prefix}${this.names++}`;
    this.fragmentNesting++;
    this.fragments.push(`fragment ${name} on ${target.name} { ${this.selectionSet(target, depth, used)} }`);
    this.fragmentNesting--;
    return `...${name}${this.directives()}`;
  }

  private field({ field, selections: on }: SelectableField, depth: number, used: Set<string>): string {
    const args = field.args.flatMap((arg) => this.argument(arg));
    const selections = on ? ` { ${this.selectionSet(on, depth + 1)} }` : '';
    return `${this.responseName(field.name, used)}${args.length ? `(${args.join(', ')})` : ''}${this.directives()}${selections}`;
  }

  /** The field's name, behind an alias when its name is taken here (or by chance). */
  private responseName(fieldName: string, used: Set<string>): string {
    if (!used.has(fieldName) && !this.random.chance(this.shape.aliasRate)) {
      used.add(fieldName);
      return fieldName;
    }
    const alias = `a${this.prefix}${this.names++}`;
    used.add(alias);
    return `${alias}: ${fieldName}`;
  }

  private argument(arg: GraphQLArgument): string[] {
    // A required argument is left out now and then, an optional one half the time.
    const leftOut = isNonNullType(arg.type) ? this.random.chance(0.02) : this.shape.listsInLists ? arg.name !== 'first' : this.random.chance(0.5);
    return leftOut ? [] : [`${arg.name}: ${this.value(arg.type, arg.name)}`];
  }

  private directives(): string {
    // Lists in lists are not to be skipped.
    if (this.shape.listsInLists || !this.random.chance(0.08)) return '';
    const name = this.random.pick(['include', 'skip']);
    return ` @${name}(if: ${this.value(new GraphQLNonNull(GraphQLBoolean), 'if')})`;
  }

  /** A value for an argument: literal, or a variable defined for it (maybe with a default, maybe not sent). */
  private value(type: GraphQLInputType, name: string): string {
    const random = this.random;
    const largePage = name === 'first' && this.shape.listsInLists;
    const made = () => (largePage ? this.values.largeListSize() : this.values.valid(type, name));
    const value = random.chance(this.shape.invalidRate) ? this.values.invalid(type, name) : made();
    if (!random.chance(this.shape.variableRate)) return literal(value, type);
    const variable = `v${this.names++}`;
    const withDefault = random.chance(largePage ? 0.5 : 0.2);
    this.variableDefinitions.push(`$${variable}: ${String(type)}${withDefault ? ` = ${literal(made(), type)}` : ''}`);
    // Left unsent, a variable takes its default, or is null (which a non-null one refuses).
    const sent = largePage ? !(withDefault && random.chance(0.5)) : this.shape.listsInLists || !random.chance(0.1);
    if (sent) this.variables[variable] = value;
    return `$${variable}`;
  }
}

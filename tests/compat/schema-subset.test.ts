// server/schema.graphql must stay a strict subset of the reference WooGraphQL schema: every type,
// field, argument, input field and enum value it declares exists there, with the same type.
// It must also be what scripts/generate-server-schema.ts makes from the current selections.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { cutServerSchema } from '../../scripts/server-schema/cut';
import { selections } from '../../scripts/server-schema/selections';
import { schema as executableSchema } from '../../server/graphql/schema';
import { referenceAvailable, referenceSdl, referenceSkipReason } from './reference';

const serverSdl = readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8');

/** Every way `type` differs from the reference type of the same name. */
function differences(type: GraphQLNamedType, reference: GraphQLSchema): string[] {
  const original = reference.getType(type.name);
  if (!original) return [`${type.name} is not in the reference`];
  if (original.constructor !== type.constructor) return [`${type.name} is a different kind of type`];
  const found: string[] = [];
  if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(original) || isInterfaceType(original))) {
    const referenceFields = original.getFields();
    const referenceInterfaces = new Set(original.getInterfaces().map((iface) => iface.name));
    for (const iface of type.getInterfaces()) {
      if (!referenceInterfaces.has(iface.name)) found.push(`${type.name} implements ${iface.name}, the reference does not`);
    }
    for (const field of Object.values(type.getFields())) {
      const match = referenceFields[field.name];
      if (!match) {
        found.push(`${type.name}.${field.name} is not in the reference`);
        continue;
      }
      if (String(field.type) !== String(match.type)) found.push(`${type.name}.${field.name}: ${field.type} ≠ ${match.type}`);
      for (const arg of field.args) {
        const referenceArg = match.args.find((candidate) => candidate.name === arg.name);
        if (!referenceArg) found.push(`${type.name}.${field.name}(${arg.name}) is not in the reference`);
        else if (String(arg.type) !== String(referenceArg.type)) found.push(`${type.name}.${field.name}(${arg.name}): ${arg.type} ≠ ${referenceArg.type}`);
      }
    }
  } else if (isInputObjectType(type) && isInputObjectType(original)) {
    const referenceFields = original.getFields();
    for (const field of Object.values(type.getFields())) {
      const match = referenceFields[field.name];
      if (!match) found.push(`${type.name}.${field.name} is not in the reference`);
      else if (String(field.type) !== String(match.type)) found.push(`${type.name}.${field.name}: ${field.type} ≠ ${match.type}`);
    }
  } else if (isEnumType(type) && isEnumType(original)) {
    const values = new Set(original.getValues().map((value) => value.name));
    for (const value of type.getValues()) if (!values.has(value.name)) found.push(`${type.name}.${value.name} is not in the reference`);
  } else if (isUnionType(type) && isUnionType(original)) {
    const members = new Set(original.getTypes().map((member) => member.name));
    for (const member of type.getTypes()) if (!members.has(member.name)) found.push(`${type.name} includes ${member.name}, the reference does not`);
  } else if (!isScalarType(type)) {
    found.push(`${type.name}: unexpected kind`);
  }
  return found;
}

describe('server/schema.graphql', () => {
  it('is the schema the server executes', () => {
    const declared = buildSchema(serverSdl);
    expect(Object.keys(executableSchema.getTypeMap()).sort()).toEqual(Object.keys(declared.getTypeMap()).sort());
  });

  describe.skipIf(!referenceAvailable)(
    `is a strict subset of the reference${referenceAvailable ? '' : ` (skipped: ${referenceSkipReason})`}`,
    () => {
      const reference = referenceAvailable ? buildSchema(referenceSdl()) : undefined;

      it('declares nothing the reference lacks, and every type as the reference has it', () => {
        const server = buildSchema(serverSdl);
        const types = Object.values(server.getTypeMap()).filter((type) => !type.name.startsWith('__'));
        expect(types.flatMap((type) => differences(type, reference!))).toEqual([]);
        expect(server.getQueryType()?.name).toBe(reference!.getQueryType()?.name);
      });

      it('is up to date with its selections (run scripts/generate-server-schema.ts)', () => {
        expect(serverSdl).toBe(cutServerSchema(referenceSdl(), selections));
      });
    },
  );
});

/** Reads one field of a dereferenced OpenAPI document by a `Schema.property.property` path. */
export interface FieldSchema {
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly FieldSchema[];
  readonly anyOf?: readonly FieldSchema[];
  readonly allOf?: readonly FieldSchema[];
  readonly properties?: Readonly<Record<string, FieldSchema>>;
}

/** The common schema `Amount`: a decimal string such as "500.00". */
const amountPattern = String.raw`^-?\d+\.\d{2,12}$`;

const isNull = (schema: FieldSchema): boolean => schema.type === 'null';

/** The non-null branch of a `oneOf`/`anyOf` with `null`, merged with the first `allOf` member. */
function nonNull(schema: FieldSchema): FieldSchema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const rest = branches.filter((branch) => !isNull(branch));
    return rest.length === 1 ? nonNull(rest[0]!) : schema;
  }
  return schema.allOf?.length === 1 ? nonNull(schema.allOf[0]!) : schema;
}

/**
 * The schema of the field at `fieldPath`. A field inside a nullable object (`Customer.billing_provider`
 * is `null` when there is none) is nullable too, so it comes back as a `oneOf` with `null`.
 */
export function resolveField(schemas: Readonly<Record<string, FieldSchema>>, fieldPath: string): FieldSchema {
  const [schemaName, ...properties] = fieldPath.split('.');
  let current = schemas[schemaName!];
  if (!current) {
    throw new Error(`no schema ${schemaName}`);
  }
  let insideNullable = false;
  for (const property of properties) {
    const next: FieldSchema | undefined = nonNull(current).properties?.[property];
    if (!next) {
      throw new Error(`${fieldPath}: no property ${property}`);
    }
    insideNullable ||= describeField(current).nullable;
    current = next;
  }
  return insideNullable ? {oneOf: [current, {type: 'null'}]} : current;
}

export interface FieldDescription {
  readonly kind: 'money' | 'uuid' | 'date-time' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'string';
  readonly nullable: boolean;
  readonly values?: readonly string[];
}

export function describeField(schema: FieldSchema): FieldDescription {
  const types = typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])];
  const branches = schema.oneOf ?? schema.anyOf ?? [];
  const nullable = types.includes('null') || branches.some(isNull) || (schema.enum ?? []).includes(null);
  const base = nonNull(schema);
  const baseTypes = typeof base.type === 'string' ? [base.type] : [...(base.type ?? [])].filter((t) => t !== 'null');
  const values = base.enum?.filter((value): value is string => typeof value === 'string');
  const type = baseTypes[0];
  const kind: FieldDescription['kind'] =
    base.pattern === amountPattern
      ? 'money'
      : base.format === 'uuid'
        ? 'uuid'
        : base.format === 'date-time'
          ? 'date-time'
          : type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object'
            ? type
            : 'string';
  return {kind, nullable, ...(values ? {values} : {})};
}

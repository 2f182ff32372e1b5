import type { JsonSchema } from './json-schema';

/**
 * The fields of a JSON file as /oppna-data lists them, read from the file's JSON Schema (so the
 * page cannot describe a field the schema lacks): one row per described field, with its place in
 * the file and its JSON type in Swedish. `a.b` is a field of an object, `a[]` each item of a list,
 * `a[][2]` the third position of a list item that is a fixed-length list (a tuple), and `a{}` each
 * value of an object keyed by data (postcode prefixes, municipality codes).
 */

export interface FieldRow {
  path: string;
  type: string;
  /** The position's name in a tuple, when it has one. */
  name?: string;
  description: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'tal',
  integer: 'heltal',
  boolean: 'sant/falskt',
  array: 'lista',
  object: 'objekt',
  null: 'null',
};

const asSchema = (value: unknown): JsonSchema | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonSchema) : null);

function typeName(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return `en av ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (schema.const !== undefined) return `alltid ${JSON.stringify(schema.const)}`;
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return [...new Set(alternatives.map((alt) => typeName(asSchema(alt) ?? {})))].join(' eller ');
  if (Array.isArray(schema.prefixItems)) return 'lista med fasta platser';
  const type = schema.type;
  if (typeof type === 'string') return TYPE_NAMES[type] ?? type;
  if (Array.isArray(type)) return type.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' eller ');
  return 'valfritt';
}

export function schemaFields(schema: JsonSchema, path = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (node: JsonSchema, at: string, name?: string) => {
    if (at && typeof node.description === 'string') {
      rows.push({ path: at, type: typeName(node), ...(name ? { name } : {}), description: node.description });
    }
    const properties = asSchema(node.properties);
    if (properties) for (const [key, child] of Object.entries(properties)) walk(asSchema(child) ?? {}, at ? `${at}.${key}` : key);
    const values = asSchema(node.additionalProperties);
    if (values) walk(values, `${at}{}`);
    const prefixItems = Array.isArray(node.prefixItems) ? node.prefixItems : null;
    if (prefixItems) {
      prefixItems.forEach((child, i) => {
        const item = asSchema(child) ?? {};
        walk(item, `${at}[${i}]`, typeof item.title === 'string' ? item.title : undefined);
      });
      const rest = asSchema(node.items);
      if (rest) walk(rest, `${at}[${prefixItems.length}…]`, typeof rest.title === 'string' ? rest.title : undefined);
    } else {
      const items = asSchema(node.items);
      if (items) walk(items, `${at}[]`);
    }
    for (const key of ['anyOf', 'oneOf'] as const) {
      const alternatives = node[key];
      if (Array.isArray(alternatives)) for (const alt of alternatives) walk({ ...(asSchema(alt) ?? {}), description: undefined }, at);
    }
  };
  walk(schema, path);
  return rows;
}

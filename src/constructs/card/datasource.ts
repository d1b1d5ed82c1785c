import { json, type ValueType } from '../../registry/value-types.js';

/**
 * A block card's datasource (a Jira search shown as a table): `id`, `parameters` (any JSON) and
 * `views`, a non-empty list of `{ "type": …, "properties": … }`, the shape the official schema
 * requires, so a value that would make the card invalid is refused where it is written.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isDatasource(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { id, parameters, views, ...rest } = value;
  return (
    typeof id === 'string' &&
    parameters !== undefined &&
    Object.keys(rest).length === 0 &&
    Array.isArray(views) &&
    views.length > 0 &&
    views.every((view) => {
      if (!isObject(view)) return false;
      const { type, properties: _properties, ...more } = view;
      return typeof type === 'string' && Object.keys(more).length === 0;
    })
  );
}

export const datasource: ValueType = {
  describe: 'a datasource as JSON',
  jsonSchema: { type: 'object', required: ['id', 'parameters', 'views'] },
  parse: (raw) => {
    const parsed = json.parse(raw);
    return !parsed.ok || isDatasource(parsed.value)
      ? parsed
      : { ok: false, expected: 'a datasource: `id`, `parameters`, `views`' };
  },
  format: json.format,
};

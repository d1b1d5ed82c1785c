import { exceedsJsonDepth } from '../adf/json-depth.js';
import { INPUT_LIMITS } from '../input/json-snapshot.js';
import { scalarText } from '../adf/scalar-text.js';
import { runsScript } from '../adf/url.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';

/**
 * The types a directive attribute value can have. Each turns the quoted string written in
 * the comment into a JSON value, or says what it expected; `format` is the way back.
 */
export type Parsed = { ok: true; value: unknown } | { ok: false; expected: string };

export interface ValueType {
  /** Shown in docs and in diagnostics ("expected ..."). */
  readonly describe: string;
  /** A JSON Schema fragment for the value, used by the generated extended schema and the docs. */
  readonly jsonSchema: Record<string, unknown>;
  parse(raw: string): Parsed;
  format(value: unknown): string;
  /** A value that parses yet deserves a warning (a URL that runs script): the code and why. */
  caution?(value: unknown): { code: DiagnosticCode; message: string } | undefined;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const text: ValueType = {
  describe: 'text',
  jsonSchema: { type: 'string' },
  parse: (raw) => ({ ok: true, value: raw }),
  format: (value) => scalarText(value),
};

export const nonEmptyText: ValueType = {
  describe: 'non-empty text',
  jsonSchema: { type: 'string', minLength: 1 },
  parse: (raw) => (raw.length > 0 ? { ok: true, value: raw } : { ok: false, expected: 'a non-empty value' }),
  format: (value) => scalarText(value),
};

export const hexColour: ValueType = {
  describe: 'hex colour `#rrggbb`',
  jsonSchema: { type: 'string', pattern: HEX_COLOUR.source },
  parse: (raw) =>
    HEX_COLOUR.test(raw) ? { ok: true, value: raw } : { ok: false, expected: 'a hex colour like #ff0000' },
  format: (value) => scalarText(value),
};

/**
 * A cell colour as editors store it: `#rrggbb` (what mdadf writes), and what is pasted from other
 * applications into Confluence and kept there: short or alpha hex, a CSS colour name,
 * `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers and percentages.
 */
const CELL_COLOUR =
  /^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[a-zA-Z]{1,30}|(?:rgba?|hsla?)\([0-9.,%\s/-]{1,60}\))$/;

export const cellColour: ValueType = {
  describe:
    'colour: `#rrggbb`, or a CSS colour name, `rgb()`, `rgba()`, `hsl()`, `hsla()` as pasted cells keep',
  jsonSchema: { type: 'string', pattern: CELL_COLOUR.source },
  parse: (raw) =>
    CELL_COLOUR.test(raw)
      ? { ok: true, value: raw }
      : { ok: false, expected: 'a colour like #ff0000, white or rgb(255, 0, 0)' },
  format: (value) => scalarText(value),
};

export const boolean: ValueType = {
  describe: '`true` or `false`',
  jsonSchema: { type: 'boolean' },
  parse: (raw) =>
    raw === 'true'
      ? { ok: true, value: true }
      : raw === 'false'
        ? { ok: true, value: false }
        : { ok: false, expected: '"true" or "false"' },
  format: (value) => (value ? 'true' : 'false'),
};

const POSITIVE_INT = /^[1-9][0-9]{0,8}$/;

export const positiveInteger: ValueType = {
  describe: 'integer >= 1',
  jsonSchema: { type: 'integer', minimum: 1 },
  parse: (raw) =>
    POSITIVE_INT.test(raw) ? { ok: true, value: Number(raw) } : { ok: false, expected: 'an integer >= 1' },
  format: (value) => scalarText(value),
};

const POSITIVE_NUMBER = /^(?:[1-9][0-9]{0,8}(?:\.[0-9]{1,6})?|0\.[0-9]{0,5}[1-9])$/;

export const positiveNumberList: ValueType = {
  describe: 'comma-separated numbers > 0, e.g. `120,226.67`',
  jsonSchema: { type: 'array', items: { type: 'number', exclusiveMinimum: 0 } },
  parse: (raw) => {
    const parts = raw.split(',').map((p) => p.trim());
    if (parts.length === 0 || !parts.every((p) => POSITIVE_NUMBER.test(p))) {
      return { ok: false, expected: 'comma-separated numbers > 0, like 120,226.67' };
    }
    return { ok: true, value: parts.map(Number) };
  },
  format: (value) => (Array.isArray(value) ? value.map(scalarText).join(',') : scalarText(value)),
};

const LINE_END = /^[1-9][0-9]{0,8}:[st]+$/;
const WHITE_SPACE_LETTER: Readonly<Record<string, string>> = { s: ' ', t: '\t', ' ': 's', '\t': 't' };

/**
 * White space at the ends of lines, as `LINE:CHARS` pairs, each white space character one
 * letter (`s` a space, `t` a tab), so the value is never longer than what it stands for.
 * Parsed: `[line, whiteSpace]` pairs.
 */
export const lineEnds: ValueType = {
  describe: 'comma-separated `LINE:CHARS` pairs, `s` a space and `t` a tab, e.g. `2:ss,5:t`',
  jsonSchema: { type: 'array', items: { type: 'array', minItems: 2, maxItems: 2 } },
  parse: (raw) => {
    const parts = raw.split(',').map((p) => p.trim());
    if (!parts.every((p) => LINE_END.test(p))) {
      return {
        ok: false,
        expected: 'comma-separated LINE:CHARS pairs of s (space) and t (tab), like 2:ss,5:t',
      };
    }
    return {
      ok: true,
      value: parts.map((p) => {
        const [line, letters] = p.split(':');
        return [Number(line), [...letters].map((c) => WHITE_SPACE_LETTER[c]).join('')];
      }),
    };
  },
  format: (value) =>
    Array.isArray(value)
      ? value
          .map((pair) =>
            Array.isArray(pair) && typeof pair[1] === 'string'
              ? `${scalarText(pair[0])}:${[...pair[1]].map((c) => WHITE_SPACE_LETTER[c] ?? c).join('')}`
              : scalarText(pair),
          )
          .join(',')
      : scalarText(value),
};

/**
 * Any JSON value (an extension's `parameters`), written on one line with `'`, `|` and `--`
 * escaped inside its strings (`\u0027`, `\u007c`, `-\u002d`), so it fits a quoted attribute
 * of a comment, even in a table row.
 */
export const json: ValueType = {
  describe: 'JSON, e.g. `\'{"macroParams":{}}\'`',
  jsonSchema: {},
  parse: (raw) => {
    // Deeper, no writer could write it back (INPUT_LIMITS.valueDepth): refused before parsing.
    if (exceedsJsonDepth(raw, INPUT_LIMITS.valueDepth))
      return { ok: false, expected: `a JSON value nested at most ${INPUT_LIMITS.valueDepth} levels` };
    try {
      return { ok: true, value: JSON.parse(raw) };
    } catch {
      return { ok: false, expected: 'a JSON value' };
    }
  },
  format: (value) =>
    (JSON.stringify(value) ?? 'null')
      .replaceAll("'", '\\u0027')
      .replaceAll('|', '\\u007c')
      .replaceAll('--', '-\\u002d'),
};

export function oneOf<const T extends string>(...values: T[]): ValueType & { values: readonly T[] } {
  const allowed = new Set<string>(values);
  return {
    values,
    describe: `one of ${values.map((v) => `\`${v}\``).join(', ')}`,
    jsonSchema: { enum: [...values] },
    parse: (raw) =>
      allowed.has(raw) ? { ok: true, value: raw } : { ok: false, expected: `one of ${values.join(', ')}` },
    format: (value) => scalarText(value),
  };
}

const DECIMAL = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;

/** A decimal number within [min, max] (a percentage width). */
export function numberInRange(min: number, max: number): ValueType {
  const expected = `a number from ${min} to ${max}`;
  return {
    describe: `number from ${min} to ${max}`,
    jsonSchema: { type: 'number', minimum: min, maximum: max },
    parse: (raw) => {
      const value = Number(raw);
      return DECIMAL.test(raw) && value >= min && value <= max
        ? { ok: true, value }
        : { ok: false, expected };
    },
    format: (value) => scalarText(value),
  };
}

/** An integer within [min, max] (an indentation level). */
export function integerInRange(min: number, max: number): ValueType {
  const expected = `an integer from ${min} to ${max}`;
  return {
    describe: `integer from ${min} to ${max}`,
    jsonSchema: { type: 'integer', minimum: min, maximum: max },
    parse: (raw) => {
      const value = Number(raw);
      return /^[0-9]{1,9}$/.test(raw) && value >= min && value <= max
        ? { ok: true, value }
        : { ok: false, expected };
    },
    format: (value) => scalarText(value),
  };
}

/** Words separated by single spaces (the sources of a `dataConsumer` mark). */
export const wordList: ValueType = {
  describe: 'words separated by spaces, e.g. `id-1 id-2`',
  jsonSchema: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
  parse: (raw) => {
    const words = raw.split(' ');
    return raw !== '' && words.every((w) => w !== '')
      ? { ok: true, value: words }
      : { ok: false, expected: 'words separated by single spaces' };
  },
  format: (value) => (Array.isArray(value) ? value.map(scalarText).join(' ') : scalarText(value)),
};

const BORDER = /^([1-3]) (#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?)$/;

/** A border's width (1 to 3) and colour (`#rrggbb` or `#rrggbbaa`), as the `border` mark holds them. */
export const border: ValueType = {
  describe: 'width 1 to 3 and hex colour, e.g. `1 #091e4224`',
  jsonSchema: {
    type: 'object',
    properties: {
      size: { type: 'integer', minimum: 1, maximum: 3 },
      color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$' },
    },
    required: ['size', 'color'],
  },
  parse: (raw) => {
    const match = BORDER.exec(raw);
    return match
      ? { ok: true, value: { size: Number(match[1]), color: match[2] } }
      : { ok: false, expected: 'a width from 1 to 3 and a hex colour, like 1 #091e4224' };
  },
  format: (value) => {
    const { size, color } = (value ?? {}) as { size?: unknown; color?: unknown };
    return `${scalarText(size)} ${scalarText(color)}`;
  },
};

/** A fragment's `localId`, then its `name` after one space (`frag-1 Sales figures`). */
export const fragment: ValueType = {
  describe: 'identifier, then optionally a space and a name, e.g. `frag-1 Sales figures`',
  jsonSchema: {
    type: 'object',
    properties: { localId: { type: 'string', minLength: 1 }, name: { type: 'string' } },
    required: ['localId'],
  },
  parse: (raw) => {
    const space = raw.indexOf(' ');
    const localId = space < 0 ? raw : raw.slice(0, space);
    if (localId === '') return { ok: false, expected: 'an identifier, then optionally a space and a name' };
    return { ok: true, value: space < 0 ? { localId } : { localId, name: raw.slice(space + 1) } };
  },
  format: (value) => {
    const { localId, name } = (value ?? {}) as { localId?: unknown; name?: unknown };
    return name === undefined ? scalarText(localId) : `${scalarText(localId)} ${scalarText(name)}`;
  },
};

const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

/** A URL with a scheme and no white space, kept exactly as written (a card's `url`). */
export const absoluteUrl: ValueType = {
  describe: 'an absolute URL',
  jsonSchema: { type: 'string', pattern: ABSOLUTE_URL.source },
  parse: (raw) =>
    ABSOLUTE_URL.test(raw) ? { ok: true, value: raw } : { ok: false, expected: 'an absolute URL' },
  format: (value) => scalarText(value),
  caution: (value) =>
    typeof value === 'string' && runsScript(value)
      ? {
          code: 'script-url',
          message: 'runs script; kept as written',
        }
      : undefined,
};

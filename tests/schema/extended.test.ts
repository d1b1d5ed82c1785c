import { describe, expect, it } from 'vitest';
import { validateAdf } from '../../src/validate/index.js';
import { InputError } from '../../src/input/errors.js';
import { blockquote, cell, codeBlock, doc, heading, paragraph, table, text } from './docs.js';

const accepts = (document: unknown) => expect(validateAdf(document)).toEqual({ valid: true, errors: [] });

describe('extended profile accepts the directive attributes and structures of the specification', () => {
  it('a heading with id, textAlign, anchor and color', () => {
    accepts(
      doc(
        heading(
          { level: 2, id: 'intro', textAlign: 'justify', anchor: 'top', color: '#aa00ff' },
          text('Intro'),
        ),
      ),
    );
  });

  it('a table with layout and borderColor', () => {
    accepts(doc(table({ layout: 'full-width', borderColor: '#123456' }, cell())));
  });

  it('a cell and a header with colspan, rowspan, backgroundColor and colwidth', () => {
    const attrs = { colspan: 2, rowspan: 3, backgroundColor: '#00FF00', colwidth: [120, 80] };
    accepts(doc(table(undefined, cell(attrs, 'tableHeader'), cell(attrs))));
  });

  it('a codeBlock with theme, lineNumbers, wrap and language', () => {
    accepts(
      doc(codeBlock({ theme: 'dark', lineNumbers: true, wrap: false, language: 'ts' }, text('let a = 1;'))),
    );
  });

  it('a blockquote with colours holding a nested blockquote', () => {
    const inner = blockquote(undefined, paragraph(text('inner')));
    accepts(
      doc(
        blockquote({ backgroundColor: '#ffffff', borderColor: '#000000' }, paragraph(text('outer')), inner),
      ),
    );
  });

  it('a heading inside a blockquote', () => {
    accepts(doc(blockquote(undefined, heading({ level: 3 }, text('quoted title')))));
  });

  it('a cell paragraph with an alignment mark', () => {
    const aligned = {
      type: 'paragraph',
      marks: [{ type: 'alignment', attrs: { align: 'end' } }],
      content: [text('9')],
    };
    accepts(doc(table(undefined, { type: 'tableCell', content: [aligned] })));
  });

  it('unknown directive attributes as additional properties', () => {
    accepts(doc(heading({ level: 1, custom: 'kept' }, text('x')), codeBlock({ extra: 1 }, text('y'))));
  });

  it('the official background next to backgroundColor on a cell', () => {
    accepts(doc(table(undefined, cell({ background: 'red', backgroundColor: '#ff0000' }))));
  });
});

describe('extended profile rejects what the specification forbids, pointing at the offending value', () => {
  const cases: Array<[string, unknown, { path: string; message: string }]> = [
    [
      'heading level 0',
      doc(heading({ level: 0 }, text('a'))),
      { path: '/content/0/attrs/level', message: 'must be >= 1' },
    ],
    [
      'heading level 7',
      doc(heading({ level: 7 }, text('a'))),
      { path: '/content/0/attrs/level', message: 'must be <= 6' },
    ],
    [
      'a fractional heading level',
      doc(heading({ level: 1.5 }, text('a'))),
      { path: '/content/0/attrs/level', message: 'must be integer, not 1.5' },
    ],
    [
      'backgroundColor that is no colour on a cell',
      doc(table(undefined, cell({ backgroundColor: 'not a colour' }))),
      {
        path: '/content/0/content/0/content/0/attrs/backgroundColor',
        message:
          'must match the pattern ^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[a-zA-Z]{1,30}|(?:rgba?|hsla?)\\([0-9.,%\\s/-]{1,60}\\))$',
      },
    ],
    [
      'backgroundColor #fff on a blockquote',
      doc(blockquote({ backgroundColor: '#fff' }, paragraph(text('q')))),
      { path: '/content/0/attrs/backgroundColor', message: 'must match the pattern ^#[0-9a-fA-F]{6}$' },
    ],
    [
      'colspan 0 on a header',
      doc(table(undefined, cell({ colspan: 0 }, 'tableHeader'))),
      { path: '/content/0/content/0/content/0/attrs/colspan', message: 'must be >= 1' },
    ],
    [
      'theme blue',
      doc(codeBlock({ theme: 'blue' }, text('x'))),
      { path: '/content/0/attrs/theme', message: 'must be one of "light", "dark"' },
    ],
    [
      'lineNumbers as the string "true"',
      doc(codeBlock({ lineNumbers: 'true' }, text('x'))),
      { path: '/content/0/attrs/lineNumbers', message: 'must be boolean, not "true"' },
    ],
    [
      'table layout that no schema has',
      doc(table({ layout: 'middle' }, cell())),
      {
        path: '/content/0/attrs/layout',
        message: 'must be one of "default", "full-width", "wide", "center", "align-start", "align-end"',
      },
    ],
    [
      'a heading with empty content',
      doc(heading({ level: 1 })),
      { path: '/content/0/content', message: 'heading must contain at least 1 node' },
    ],
    [
      'a heading without content',
      doc({ type: 'heading', attrs: { level: 1 } }),
      { path: '/content/0', message: 'a heading must have `content`' },
    ],
    [
      'a heading without attrs',
      doc({ type: 'heading', content: [text('a')] }),
      { path: '/content/0', message: 'a heading must have `attrs`' },
    ],
    [
      'a heading containing a hardBreak',
      doc(heading({ level: 1 }, text('a'), { type: 'hardBreak' }, text('b'))),
      { path: '/content/0/content/1', message: 'hardBreak is not allowed in heading (allowed: text)' },
    ],
    [
      'a codeBlock with empty content',
      doc(codeBlock({ language: 'js' })),
      { path: '/content/0/content', message: 'codeBlock must contain at least 1 node' },
    ],
    [
      'a blockquote containing a codeBlock',
      doc(blockquote(undefined, codeBlock(undefined, text('x')))),
      {
        path: '/content/0/content/0',
        message:
          'codeBlock is not allowed in blockquote (allowed: paragraph, heading, bulletList, orderedList, blockquote)',
      },
    ],
    [
      'an empty blockquote',
      doc(blockquote(undefined)),
      { path: '/content/0/content', message: 'blockquote must contain at least 1 node' },
    ],
    [
      'a text node with empty text',
      doc(paragraph(text('a'), text(''))),
      { path: '/content/0/content/1/text', message: 'must have at least 1 character(s)' },
    ],
    [
      'the code mark combined with strong',
      doc(paragraph(text('x', [{ type: 'strong' }, { type: 'code' }]))),
      {
        path: '/content/0/content/0/marks',
        message:
          'marks [strong, code] cannot be combined on text in paragraph (allowed together: [link, em, strong, strike, subsup, underline, textColor, annotation, backgroundColor] or [code, link, annotation])',
      },
    ],
    [
      'an unknown mark',
      doc(paragraph(text('x', [{ type: 'sparkle' }]))),
      {
        path: '/content/0/content/0/marks',
        message:
          'mark sparkle not allowed on text in paragraph (allowed: [link, em, strong, strike, subsup, underline, textColor, annotation, backgroundColor] or [code, link, annotation])',
      },
    ],
    [
      'marks on a codeBlock text',
      doc(codeBlock(undefined, text('x', [{ type: 'strong' }]))),
      { path: '/content/0/content/0/marks', message: 'no marks are allowed on text in codeBlock' },
    ],
    [
      'an unknown node type',
      doc(paragraph(text('a')), { type: 'sparkle' }),
      { path: '/content/1', message: 'unknown node type "sparkle"' },
    ],
  ];

  it.each(cases)('%s', (_name, document, error) => {
    expect(validateAdf(document)).toEqual({ valid: false, errors: [error] });
  });
});

describe('validateAdf on inputs that are not documents', () => {
  it.each([
    [42, 'an ADF document must be a JSON object, got a number'],
    [null, 'an ADF document must be a JSON object, got null'],
    [[], 'an ADF document must be a JSON object, got an array'],
    ['{"type":"doc"}', 'an ADF document must be a JSON object, got a string'],
  ])('%j is invalid with a clear error', (input, message) => {
    expect(validateAdf(input)).toEqual({ valid: false, errors: [{ path: '', message }] });
  });

  it('a document of the wrong version points at version', () => {
    expect(validateAdf({ type: 'doc', version: 2, content: [] })).toEqual({
      valid: false,
      errors: [{ path: '/version', message: 'must be 1' }],
    });
  });

  it('an unknown profile is a programming error', () => {
    expect(() => validateAdf(doc(), { profile: 'confluence' as never })).toThrow(InputError);
  });

  it('reports the same errors on every call', () => {
    const broken = doc(table({ layout: 'center' }, cell({ colspan: 0 })), heading({ level: 9 }, text('x')));
    const first = validateAdf(broken);
    expect(first.valid).toBe(false);
    expect(validateAdf(structuredClone(broken))).toEqual(first);
  });
});

import { childText } from '../../adf/leaf-text.js';
import { breakoutMark } from '../alignment/block-marks.js';
import {
  drop,
  LOCAL_ID,
  same,
  shape,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { boolean, lineEnds, oneOf, text } from '../../registry/value-types.js';
import type { AdfNode } from '../../types.js';

/**
 * The white space a Markdown line may not end in (the reverse direction ends no line in it), put
 * back at the ends of the code's lines. A line past the code's last is reported, not added.
 */
function endLines(code: AdfNode, given: Readonly<Record<string, unknown>>): string | undefined {
  const pairs = given.trailingWhitespace as Array<[number, string]> | undefined;
  if (!pairs) return undefined;
  const lines = childText(code).split('\n');
  const past = pairs.filter(([line]) => line > lines.length).map(([line]) => line);
  for (const [line, white] of pairs) if (line <= lines.length) lines[line - 1] += white;
  const joined = lines.join('\n');
  code.content = joined === '' ? [] : [{ type: 'text', text: joined }];
  if (past.length === 0) return undefined;
  return `\`trailingWhitespace\` names line ${past.join(', ')}, but the code has ${lines.length} line${lines.length === 1 ? '' : 's'}; not added`;
}

export const codeBlockDirective: DirectiveSpec = {
  target: ['codeBlock'],
  precedes: ['codeBlock'],
  reshape: endLines,
  attributes: {
    theme: { type: oneOf('light', 'dark'), atlassian: drop },
    lineNumbers: {
      type: boolean,
      atlassian: { kind: 'attr', name: 'hideLineNumbers', to: (v) => !v, from: (v) => !v },
    },
    wrap: { type: boolean, atlassian: same('wrap') },
    language: {
      type: text,
      atlassian: same('language'),
    },
    breakout: {
      type: oneOf('wide', 'full-width'),
      atlassian: breakoutMark,
    },
    localId: LOCAL_ID,
    trailingWhitespace: {
      type: lineEnds,
      atlassian: shape,
    },
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function codeBlockDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    codeBlock: {
      description: 'Code block display. Stands on the line directly before the fence (or indented block).',
      attributes: {
        theme: 'Colour theme.',
        lineNumbers: 'Shows line numbers.',
        wrap: 'Wraps long lines.',
        language: 'Language for highlighting (overrides the fence info word).',
        breakout: 'Wider than the text column (the `breakout` mark).',
        localId: LOCAL_ID_TEXT,
        trailingWhitespace:
          'White space at the ends of code lines (lines from 1), which no written line ends in: `3:ss` puts two spaces at the end of line 3.',
      },
    },
  };
}

import { inlineDirectiveOf } from '../../registry/directives.js';
import type { WrittenText } from '../../registry/spec.js';
import type { AdfNode } from '../../types.js';
import { directiveFor } from '../directives.js';
import type { ReverseSettings } from '../options.js';

/**
 * Inline nodes the registry's inline directives make (`status`, `date`, `inlineCard`): the
 * directive comment, then what it takes, exactly as the forward direction reads it — a word,
 * a `code span` (several words, or a word followed by more text), or a link.
 */
export interface InlineDirective {
  comment: string;
  /** What follows the comment: the node's text as a word or code span, its URL as a link, or a shortcode. */
  takes: WrittenText;
}

export function inlineDirectiveFor(node: AdfNode, settings: ReverseSettings): InlineDirective | null {
  const found = inlineDirectiveOf(node.type);
  const syntax = found?.[1].inline;
  if (!syntax?.write || node.marks?.length || Object.keys(node).some((k) => k !== 'type' && k !== 'attrs')) {
    return null;
  }
  const takes = syntax.write(node.attrs?.[syntax.attr]);
  if (!takes) return null;
  // The reader gives a known shortcode GitHub's character: an emoji without one has no form here.
  const readerText = takes.kind === 'shortcode' ? takes.text : undefined;
  if (readerText !== undefined && node.attrs?.text === undefined) return null;
  const directive = directiveFor(node, settings, {
    syntaxAttrs: [syntax.attr],
    // The reader gives every status a fresh localId (docs/reverse.md, normalisations).
    ignoredAttrs: syntax.fresh ?? [],
    defaults: readerText === undefined ? (syntax.defaults ?? {}) : { text: readerText },
    always: true,
  });
  return directive.ok && directive.comment ? { comment: directive.comment, takes } : null;
}

import { linkKeepsUrl } from '../../markdown/tokenizer.js';
import { inlineDirectiveOf } from '../../registry/directives.js';
import type { WrittenText } from '../../registry/spec.js';
import type { AdfNode } from '../../types.js';
import { directiveFor } from '../directives.js';
import type { ReverseSettings } from '../options.js';
import { escapeText } from './escape.js';
import { linkDestination, linkTail } from './link.js';

const PLAIN_PLACE = { blockStart: false, lineStart: false, lineEnd: false, pipes: false } as const;

/**
 * Inline nodes the registry's inline directives make (`status`, `date`, `inlineCard`,
 * `mediaInline`, `inlineExtension`): the directive comment, then what it takes, exactly as the
 * forward direction reads it — a word, a `code span` (several words, or a word followed by more
 * text), a link, an image, or nothing (the comment is the node).
 */
export interface InlineDirective {
  comment: string;
  /** What follows the comment: the node's text as a word or code span, its URL as a link, or a shortcode. */
  takes: WrittenText;
}

const NOTHING: WrittenText = { kind: 'nothing' };

export function inlineDirectiveFor(given: AdfNode, settings: ReverseSettings): InlineDirective | null {
  let node = given;
  const found = inlineDirectiveOf(node.type);
  const syntax = found?.[1].inline;
  if (!syntax || Object.keys(node).some((k) => k !== 'type' && k !== 'attrs' && k !== 'marks')) return null;
  const completeWith = syntax.completeWith ?? [];
  let alone =
    syntax.takes === 'nothing' ||
    completeWith.some((name) => name !== syntax.attr && node.attrs?.[name] !== undefined);
  let takes = alone ? NOTHING : (syntax.write?.(syntax.attr && node.attrs?.[syntax.attr], node) ?? null);
  // A URL no Markdown link keeps as it is (`javascript:`, non-ASCII) travels in the comment.
  if (
    takes?.kind === 'link' &&
    !linkKeepsUrl(takes.url) &&
    syntax.attr &&
    completeWith.includes(syntax.attr)
  ) {
    alone = true;
    takes = NOTHING;
  }
  if (!takes || !writable(takes)) return null;
  // The reader gives a known shortcode GitHub's character: an emoji without one says so.
  const readerText = takes.kind === 'shortcode' ? takes.text : undefined;
  if (readerText !== undefined && node.attrs?.text === undefined) {
    node = { ...node, attrs: { ...node.attrs, textOmitted: true } };
  }
  const defaults =
    readerText === undefined || node.attrs?.textOmitted ? (syntax.defaults ?? {}) : { text: readerText };
  // An attribute the reader always sets must be there to be left out.
  if (Object.keys(defaults).some((name) => node.attrs?.[name] === undefined)) return null;
  // The link around an image is written around it; other marks travel in the directive or nowhere.
  const marks = takes.kind === 'image' && takes.href !== undefined ? withoutLink(node.marks) : node.marks;
  const carried = alone ? [] : [...(syntax.attr ? [syntax.attr] : []), ...(syntax.carries ?? [])];
  const directive = directiveFor({ ...node, marks }, settings, {
    syntaxAttrs: carried,
    // The reader gives every status a fresh localId (docs/reverse.md, normalisations).
    ignoredAttrs: syntax.fresh ?? [],
    defaults,
    always: true,
  });
  return directive.ok && directive.comment ? { comment: directive.comment, takes } : null;
}

function withoutLink(marks: AdfNode['marks']): AdfNode['marks'] {
  const rest = (marks ?? []).filter((m) => m?.type !== 'link');
  return rest.length > 0 ? rest : undefined;
}

/** An image's URL and link must be writable as Markdown (the read-back proves the rest). */
function writable(takes: WrittenText): boolean {
  if (takes.kind !== 'image') return true;
  if (linkDestination(takes.url) === null) return false;
  return takes.href === undefined || linkTail(takes.href, takes.title) !== null;
}

type ImageText = Extract<WrittenText, { kind: 'image' }>;

/** `![alt](url)`, in a link when the node has one. */
export function imageMarkdown(takes: ImageText, inTable: boolean): string {
  const alt = escapeText(takes.alt, { ...PLAIN_PLACE, inTable, inLinkText: true, brackets: true });
  const image = `![${alt}](${linkDestination(takes.url)})`;
  return takes.href === undefined ? image : `[${image}${linkTail(takes.href, takes.title)}`;
}

import { emojiText } from '../../markdown/emoji.js';
import { directivesForNode } from '../../registry/directives.js';
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
  /** What follows the comment: the node's text as a word or code span, or its URL as a link. */
  takes:
    | { kind: 'text'; value: string }
    | { kind: 'link'; url: string }
    /** A shortcode as it stands: an emoji when GitHub knows it (`text` its character), else text. */
    | { kind: 'shortcode'; value: string; text: string | undefined };
}

const DAY = 86_400_000;

/** `YYYY-MM-DD` for a timestamp at midnight UTC that the reader turns back into the same string. */
function isoDate(timestamp: unknown): string | null {
  if (typeof timestamp !== 'string' || !/^-?[0-9]+$/.test(timestamp)) return null;
  const time = Number(timestamp);
  if (!Number.isSafeInteger(time) || time % DAY !== 0 || String(time) !== timestamp) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) return null;
  return date.toISOString().slice(0, 10);
}

/** Per node type: the attribute the syntax carries, and the text that carries it. */
const TAKES: Readonly<
  Record<string, { attr: string; takes: (value: unknown) => InlineDirective['takes'] | null }>
> = {
  status: {
    attr: 'text',
    takes: (v) =>
      typeof v === 'string' && v !== '' && !/[\r\n]/.test(v) ? { kind: 'text', value: v } : null,
  },
  date: {
    attr: 'timestamp',
    takes: (v) => {
      const iso = isoDate(v);
      return iso ? { kind: 'text', value: iso } : null;
    },
  },
  emoji: {
    attr: 'shortName',
    takes: (v) =>
      typeof v === 'string' && /^:[^:\s]+:$/.test(v)
        ? { kind: 'shortcode', value: v, text: emojiText(v) }
        : null,
  },
  inlineCard: {
    attr: 'url',
    takes: (v) =>
      typeof v === 'string' && /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(v) ? { kind: 'link', url: v } : null,
  },
};

export function inlineDirectiveFor(node: AdfNode, settings: ReverseSettings): InlineDirective | null {
  const found = directivesForNode(node.type).find(([, spec]) => spec.inline?.node === node.type);
  const syntax = Object.hasOwn(TAKES, node.type) ? TAKES[node.type] : undefined;
  if (
    !found ||
    !syntax ||
    node.marks?.length ||
    Object.keys(node).some((k) => k !== 'type' && k !== 'attrs')
  ) {
    return null;
  }
  const takes = syntax.takes(node.attrs?.[syntax.attr]);
  if (!takes) return null;
  // The reader gives a known shortcode GitHub's character: an emoji without one has no form here.
  const readerText = takes.kind === 'shortcode' ? takes.text : undefined;
  if (readerText !== undefined && node.attrs?.text === undefined) return null;
  const directive = directiveFor(node, settings, {
    syntaxAttrs: [syntax.attr],
    // The reader gives every status a fresh localId (docs/reverse.md, normalisations).
    ignoredAttrs: node.type === 'status' ? ['localId'] : [],
    defaults: readerText === undefined ? (found[1].inline?.defaults ?? {}) : { text: readerText },
    always: true,
  });
  return directive.ok && directive.comment ? { comment: directive.comment, takes } : null;
}

import type { MarkdownIt } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../../src/compose/forward.js';

/**
 * markdown-it runs its rules in the order of its chains, and rules that anchor on the same rule
 * (`after('inline')`, `before('fence')`) take the order their plugins were applied in. Moving a
 * plugin, or a construct in its list, can reorder them without any test of a single document
 * noticing: these are the chains exactly, disabled rules marked, with the rules each block rule
 * may interrupt (`alt`).
 */
interface Rule {
  name: string;
  enabled: boolean;
  alt: string[];
}

const rulesOf = (ruler: unknown): Rule[] => (ruler as { __rules__: Rule[] }).__rules__;
const names = (ruler: unknown): string[] =>
  rulesOf(ruler).map((rule) => (rule.enabled ? rule.name : `${rule.name} (off)`));

function chains(md: MarkdownIt) {
  return {
    core: names(md.core.ruler),
    block: rulesOf(md.block.ruler).map((rule) => `${rule.name} [${rule.alt.join(' ')}]`),
    inline: names(md.inline.ruler),
    inline2: names(md.inline.ruler2),
  };
}

const CHAINS = {
  core: [
    'normalize',
    'block',
    'adf_html_blocks',
    'strip_references',
    'callouts',
    'task_lists',
    'inline',
    'mention_at',
    'callout_titles',
    'adf_html_inline',
    'footnote_keep_unreferenced',
    'footnote_tail',
    'linkify',
    'replacements (off)',
    'smartquotes (off)',
    'text_join',
    'details',
  ],
  block: [
    'table [paragraph reference]',
    'code []',
    'math_block [paragraph reference blockquote list]',
    'admonition []',
    'callout_container [paragraph reference blockquote list]',
    'fence [paragraph reference blockquote list]',
    'blockquote [paragraph reference blockquote list]',
    'hr [paragraph reference blockquote list]',
    'list [paragraph reference blockquote]',
    'footnote_def [paragraph reference]',
    'reference []',
    'html_block [paragraph reference blockquote]',
    'heading [paragraph reference blockquote]',
    'lheading []',
    'paragraph []',
  ],
  inline: [
    'text',
    'linkify',
    'emoji',
    'newline',
    'math_inline',
    'escape',
    'backticks',
    'strikethrough',
    'emphasis',
    'jira_mention',
    'link',
    'image',
    'footnote_inline (off)',
    'footnote_ref',
    'autolink',
    'html_inline',
    'entity',
  ],
  inline2: ['balance_pairs', 'strikethrough', 'emphasis', 'fragments_join'],
};

describe('the tokenizer’s rule chains', () => {
  it.each([true, false])('are exactly these (fast paths: %s)', (fastPaths) => {
    expect(chains(createTokenizer({ fastPaths }))).toEqual(CHAINS);
  });
});

// The two markdown-it plugins ship no types; only what the tokenizer uses is declared.
declare module 'markdown-it-emoji' {
  import type { MarkdownIt } from 'markdown-it';

  interface EmojiOptions {
    defs?: Record<string, string>;
    shortcuts?: Record<string, string | string[]>;
    enabled?: string[];
  }
  /** Every GitHub shortcode (`:smile:`), as `emoji` tokens: `markup` is the name, `content` the character. */
  export function full(md: MarkdownIt, options?: EmojiOptions): void;
}

declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';

  export default function footnote(md: MarkdownIt): void;
}

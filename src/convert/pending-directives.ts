import type { Directive } from '../directives/parse-comment.js';
import type { DirectiveSpec } from '../registry/directives.js';
import type { Locator } from './locate.js';

/*
 * Directive comments read and waiting for what they apply to, in a module that imports none of
 * the converter's state: the conversion and the inline state hold them, and the modules that
 * read and apply them (directives.ts, inline/inline-directive.ts) name that state.
 */

/** A directive comment that stands on its own line, waiting for the block on the next line (directives.ts). */
export interface PendingDirective {
  piece: Directive;
  spec: DirectiveSpec;
  locate: Locator;
  /** 0-based line the block must start on to receive it. */
  nextLine: number;
}

/** An inline directive (`adf:status`) waiting for the text after it (inline/inline-directive.ts). */
export interface PendingInline {
  piece: Directive;
  spec: DirectiveSpec;
  locate: Locator;
}

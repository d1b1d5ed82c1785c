import { aNode } from '../../adf/node-names.js';
import type { Repair } from '../../convert/fit.js';

const quoteMessage = (parent: string): string =>
  `a quote is not allowed inside ${aNode(parent)}; its content takes its place`;

/** A quote where the profile forbids one (inside a panel, a table cell): its content takes its place. */
export const flattenQuote: Repair = (fit, frame, quote) => {
  fit.report(frame, quote, 'quote-flattened', quoteMessage(frame.node.type));
  for (const child of quote.content ?? []) fit.place(frame, child);
};

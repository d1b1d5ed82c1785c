import { aNode } from '../../adf/node-names.js';
import type { Repair } from '../../convert/fit.js';

/** A quote where the profile forbids one (inside a panel, a table cell): its content takes its place. */
export const flattenQuote: Repair = (fit, frame, quote) => {
  fit.report(
    frame,
    quote,
    'quote-flattened',
    `a quote is not allowed inside ${aNode(frame.node.type)}; its content takes its place`,
  );
  for (const child of quote.content ?? []) fit.place(frame, child);
};

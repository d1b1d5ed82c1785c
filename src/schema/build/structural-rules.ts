import type { JsonSchema } from '../json-schema.js';

/**
 * Where the specification narrows the official ADF schema beyond the directive attributes.
 * Each rule applies to every base definition of its node type (for `codeBlock` both
 * `codeBlock_node` and `codeBlock_root_only_node`; variants such as `heading_with_no_marks_node`
 * inherit through their `allOf`). `docs/schema.md` lists the same rules for readers.
 */
export interface StructuralRule {
  nodeType: string;
  /** The specification section that asks for the rule. */
  specSection: string;
  reason: string;
  attrs?: {
    required?: boolean;
    /** Replaces the official property schemas of the same name. */
    properties?: Record<string, JsonSchema>;
  };
  content?: {
    required?: boolean;
    minItems?: number;
    /** Definition names the items may match; replaces the official item list. */
    items?: readonly string[];
  };
}

export const STRUCTURAL_RULES: readonly StructuralRule[] = [
  {
    nodeType: 'heading',
    specSection: '2.5, 8',
    reason:
      '`attrs` and `attrs.level` (an integer 1 to 6) are required; content has at least one item, each a text node.',
    attrs: { required: true, properties: { level: { type: 'integer', minimum: 1, maximum: 6 } } },
    content: { required: true, minItems: 1, items: ['formatted_text_inline_node', 'code_inline_node'] },
  },
  {
    nodeType: 'blockquote',
    specSection: '2.7, 8',
    reason:
      'content has at least one item, each a paragraph, heading, bullet list or ordered list; nested quotes stay nested blockquote nodes (the decision the specification leaves to the builder).',
    content: {
      required: true,
      minItems: 1,
      items: [
        'paragraph_with_no_marks_node',
        'heading_with_no_marks_node',
        'bulletList_node',
        'orderedList_node',
        'blockquote_node',
      ],
    },
  },
  {
    nodeType: 'codeBlock',
    specSection: '2.8, 8',
    reason: 'content is required and has at least one text node.',
    content: { required: true, minItems: 1 },
  },
];

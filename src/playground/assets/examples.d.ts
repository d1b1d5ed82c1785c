/** Types of examples.js, for tests that convert the playground's examples. */
export declare const EXAMPLES: ReadonlyArray<{ name: string; markdown: string }>;

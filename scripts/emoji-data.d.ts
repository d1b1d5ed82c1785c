// markdown-it-emoji ships no types; its shortcode table is a plain default-exported object.
declare module 'markdown-it-emoji/lib/data/full.mjs' {
  const shortcodes: Record<string, string>;
  export default shortcodes;
}

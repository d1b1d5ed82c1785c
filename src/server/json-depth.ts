/** JSON bodies nested deeper than this are refused before they are parsed. */
export const MAX_JSON_DEPTH = 512;

export { exceedsJsonDepth } from '../adf/json-depth.js';

/**
 * Whether to paint stderr. `FORCE_COLOR` wins (as in Node itself: `0`/`false` turn colour
 * off, any other value on), then a non-empty `NO_COLOR` (no-color.org) turns it off, and
 * otherwise colour follows whether stderr is a terminal.
 */
export function stderrUsesColour(
  env: NodeJS.ProcessEnv = process.env,
  isTTY = process.stderr.isTTY === true,
): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR) return false;
  return isTTY;
}

const SGR = { red: 31, yellow: 33, bold: 1 } as const;

export type Paint = (style: keyof typeof SGR, text: string) => string;

export const paintWith =
  (colour: boolean): Paint =>
  (style, text) =>
    colour ? `\u001b[${SGR[style]}m${text}\u001b[0m` : text;

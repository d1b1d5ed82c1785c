/**
 * The Markdown being written, as pieces: reading back a string built with `+=` (its last line,
 * its last character) would flatten it each time, which made long paragraphs quadratic.
 */
export class Output {
  private readonly pieces: string[] = [];
  length = 0;
  /** Where the current line starts. */
  lineStart = 0;

  write(piece: string): void {
    if (piece === '') return;
    this.pieces.push(piece);
    this.length += piece.length;
    const newline = piece.lastIndexOf('\n');
    if (newline >= 0) this.lineStart = this.length - piece.length + newline + 1;
  }

  /** A `!` right before a link's `[` would make it an image: escapes it when it is not already. */
  escapeTrailingBang(): void {
    const { pieces } = this;
    const last = pieces.length - 1;
    if (last < 0 || !pieces[last].endsWith('!')) return;
    // Backslashes before the `!`, which may run back over earlier pieces.
    let slashes = 0;
    let p = last;
    let i = pieces[last].length - 2;
    while (p >= 0) {
      if (i < 0) {
        p--;
        if (p >= 0) i = pieces[p].length - 1;
      } else if (pieces[p][i] === '\\') {
        slashes++;
        i--;
      } else break;
    }
    if (slashes % 2 !== 0) return;
    pieces[last] = `${pieces[last].slice(0, -1)}\\!`;
    this.length++;
  }

  toString(): string {
    return this.pieces.join('');
  }
}

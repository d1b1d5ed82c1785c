const INDENT = '  ';

/**
 * A plain <textarea> with a line-number gutter. Lines never wrap (`wrap="off"`), so gutter
 * line N always sits beside source line N; the gutter follows the textarea's scrolling.
 * Tab indents the selected lines by two spaces (a list item's content) and Shift+Tab outdents;
 * after Escape, Tab leaves the editor as usual, so the keyboard is never trapped.
 */
export class Editor {
  /** @param {HTMLTextAreaElement} textarea @param {HTMLElement} gutter */
  constructor(textarea, gutter) {
    this.textarea = textarea;
    this.gutter = gutter;
    this.lineCount = 0;
    this.marks = new Map();
    textarea.addEventListener('input', () => this.#renderGutter());
    textarea.addEventListener('scroll', () => {
      gutter.scrollTop = textarea.scrollTop;
    });
    this.tabLeaves = false;
    textarea.addEventListener('keydown', (event) => this.#onKeyDown(event));
    textarea.addEventListener('blur', () => {
      this.tabLeaves = false;
    });
    this.#renderGutter();
  }

  get value() {
    return this.textarea.value;
  }

  set value(text) {
    this.textarea.value = text;
    this.textarea.scrollTop = 0;
    this.#renderGutter();
  }

  /** Colours the numbers of lines that have diagnostics. @param {Map<number, 'error'|'warning'>} marks */
  markLines(marks) {
    this.marks = marks;
    this.lineCount = 0;
    this.#renderGutter();
  }

  /** Selects line `line` (1-based) from `column`, scrolls it into view and focuses the editor. */
  goTo(line, column = 1) {
    const lines = this.textarea.value.split('\n');
    const index = Math.min(Math.max(line, 1), lines.length) - 1;
    let start = 0;
    for (let i = 0; i < index; i++) start += lines[i].length + 1;
    const end = start + lines[index].length;
    this.textarea.focus();
    this.textarea.setSelectionRange(Math.min(start + column - 1, end), end);
    const lineHeight = Number.parseFloat(getComputedStyle(this.textarea).lineHeight) || 20;
    this.textarea.scrollTop = Math.max(0, (index - 3) * lineHeight);
    this.gutter.scrollTop = this.textarea.scrollTop;
  }

  /** @param {KeyboardEvent} event */
  #onKeyDown(event) {
    if (event.key === 'Escape') {
      this.tabLeaves = true;
      return;
    }
    if (event.key !== 'Tab' || this.tabLeaves || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    if (event.shiftKey) this.#outdent();
    else this.#indent();
  }

  /** A caret alone gets two spaces; a selection gets every line it touches indented. */
  #indent() {
    const { textarea } = this;
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    if (start === end || !value.slice(start, end).includes('\n')) {
      textarea.setRangeText(INDENT, start, end, 'end');
    } else {
      const lineStart = value.lastIndexOf('\n', start - 1) + 1;
      const block = value.slice(lineStart, end).replace(/^/gm, INDENT);
      textarea.setRangeText(block, lineStart, end, 'select');
    }
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }

  #outdent() {
    const { textarea } = this;
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    const block = value.slice(lineStart, end).replace(/^ {1,2}/gm, '');
    textarea.setRangeText(block, lineStart, end, start === end ? 'end' : 'select');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }

  #renderGutter() {
    const count = this.textarea.value.split('\n').length;
    if (count === this.lineCount) return;
    this.lineCount = count;
    const fragment = document.createDocumentFragment();
    for (let line = 1; line <= count; line++) {
      const severity = this.marks.get(line);
      if (severity) {
        const span = document.createElement('span');
        span.className = `has-${severity}`;
        span.textContent = String(line);
        fragment.append(span);
      } else {
        fragment.append(String(line));
      }
      fragment.append('\n');
    }
    // Room to scroll past the last line, as the textarea can.
    fragment.append('\n');
    this.gutter.replaceChildren(fragment);
    this.gutter.scrollTop = this.textarea.scrollTop;
  }
}

import { randomBytes } from 'node:crypto';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * After a create, the new key (`key: PROJ-7`, a page's `id:`) goes into the file's front
 * matter, so the next push updates instead of creating again. Only that one line is added (or
 * an empty `key:` filled); every other byte of the file stays as it was, line endings included.
 */
export function withFrontMatterEntry(text: string, name: string, value: string): string {
  const entry = `${name}: ${yamlScalar(value)}`;
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  const firstBreak = /\r\n|\n|\r/.exec(body);
  const eol = firstBreak?.[0] ?? '\n';
  const open = /^---[ \t]*(?:\r\n|\n|\r)/.exec(body);
  if (open) {
    const close = /^(?:---|\.\.\.)[ \t]*$/m.exec(body.slice(open[0].length));
    if (close) {
      const yamlEnd = open[0].length + close.index;
      const yaml = body.slice(open[0].length, yamlEnd);
      const empty = new RegExp(`^${name}:[ \\t]*(?:null|~|""|'')?[ \\t]*$`, 'm').exec(yaml);
      if (empty) {
        const at = open[0].length + empty.index;
        return bom + body.slice(0, at) + entry + body.slice(at + empty[0].length);
      }
      if (/^[^\s#-][^:\n]*:(?:\s|$)/m.test(yaml)) {
        return bom + open[0] + entry + eol + body.slice(open[0].length);
      }
    }
  }
  return `${bom}---${eol}${entry}${eol}---${eol}${body}`;
}

/** A YAML scalar that reads back as the same string: plain when safe, else JSON's quoting (valid YAML). */
export function yamlScalar(value: string): string {
  const plain = /^[A-Za-z0-9_][A-Za-z0-9_ ./()-]*$/.test(value) && !/ $/.test(value);
  const keyword =
    /^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\.inf|\.nan)|[-+]?[0-9][0-9_.eExXoO+-]*)$/i.test(value);
  return plain && !keyword ? value : JSON.stringify(value);
}

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename over it, so an
 * interrupted write never leaves half a document. The file keeps its permissions.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = (await stat(path).catch(() => undefined))?.mode;
  try {
    await writeFile(temporary, data, mode === undefined ? undefined : { mode });
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

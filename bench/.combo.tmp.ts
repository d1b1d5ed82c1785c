import { convert, validateAdf } from '../src/index.js';
const inline = [':smile:', '<!-- adf:status color="green" -->DONE', '<!-- adf:date -->2024-01-31', '<!-- adf:inlineCard -->https://x.test/a', '[@J](mention:1)', '<u>u</u>', '<sub>s</sub>', '<span style="color: #ff0000">r</span>', '<kbd>k</kbd>', 'a<br>b', 'ref[^1]', '[:smile: link](https://x.test)', '**<kbd>b</kbd>**', '[<!-- adf:status -->X](https://x.test)'];
const wrap = [
  (s: string) => s,
  (s: string) => `# ${s}`,
  (s: string) => `> ${s}`,
  (s: string) => `> [!NOTE]\n> ${s}`,
  (s: string) => `- ${s}`,
  (s: string) => `- [ ] ${s}`,
  (s: string) => `| h |\n|---|\n| ${s} |`,
  (s: string) => `<details><summary>S</summary>\n\n${s}\n\n</details>`,
  (s: string) => `<details><summary>S</summary>\n\n<details><summary>T</summary>\n\n- ${s}\n\n</details>\n</details>`,
  (s: string) => `<!-- adf:paragraph textAlign="center" -->\n${s}`,
  (s: string) => `1. > [!TIP]\n   > # ${s}`,
];
let n = 0, bad = 0;
for (const i of inline) for (const w of wrap) for (const w2 of wrap) {
  const md = `${w2(w(i))}\n\n[^1]: note\n`;
  for (const profile of ['extended', 'atlassian'] as const) {
    n++;
    try {
      const r = convert(md, { profile, smartLinks: true });
      const v = validateAdf(r.doc, { profile });
      if (!v.valid) { bad++; if (bad < 6) console.log('INVALID', profile, JSON.stringify(md), v.errors[0]); }
    } catch (e) { bad++; if (bad < 6) console.log('THROW', profile, JSON.stringify(md), (e as Error).message); }
  }
}
console.log(`${n} conversions, ${bad} invalid or thrown`);

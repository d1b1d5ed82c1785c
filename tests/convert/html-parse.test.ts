import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { type HtmlElement, parseHtml } from '../../src/constructs/html/parse.js';
import { loadDocsCorpus } from '../../bench/workloads.js';
import { loadCorpus } from '../support/corpus.js';

/**
 * src/constructs/html/parse.ts reads HTML with htmlparser2's tokenizer and the tree rules of its
 * `Parser`: the tree must be the one the package's own `Parser` gives (HTML mode, references
 * decoded, names lower-cased), element for element, attribute for attribute, offset for offset.
 * Two differences are by design: names inside SVG stay lower-cased (`Parser` writes
 * `foreignObject`; SVG shows nothing here), and a start tag the HTML ends inside of (`<v4.8`)
 * closes no element (`Parser` reports its end tag, which closed the root).
 */
function parserTree(html: string, prefix: number): HtmlElement {
  const root: HtmlElement = { name: '', attrs: {}, children: [], at: 0, open: false };
  const stack = [root];
  let ending = false;
  const parser: Parser = new Parser(
    {
      onopentag(name, attrs) {
        const at = parser.startIndex - prefix;
        const element: HtmlElement = {
          name: name.toLowerCase(),
          attrs,
          children: [],
          at: at < 0 ? -1 : at,
          open: false,
        };
        stack[stack.length - 1].children.push(element);
        stack.push(element);
      },
      onclosetag() {
        stack.pop()!.open = ending;
      },
      ontext(text) {
        const children = stack[stack.length - 1].children;
        const last = children.length - 1;
        if (last >= 0 && typeof children[last] === 'string') children[last] += text;
        else children.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  ending = true;
  parser.end();
  root.open = false;
  return root;
}

const same = (html: string, context: string[] = []) => {
  const prefix = context.map((name) => `<${name}>`).join('');
  expect(parseHtml(html, prefix)).toEqual(parserTree(prefix + html, prefix.length));
};

describe('the HTML tree is htmlparser2 Parser’s', () => {
  it.each([
    '<p align=center>a &amp; <b>b<img src="x.png" alt=\'l&lt;\'><li>c</p><table><tr><td>d</table>',
    '<div><p>one<p>two<div>three</div></div>',
    '<ul><li>a<li>b<ul><li>c</ul></ul><dl><dt>t<dd>d<dt>u</dl>',
    '<table><thead><tr><th>h<tbody><tr><td>a<td>b<tr><td>c</table>',
    '</p>x</br>y</img><br/><hr/>',
    '<a href="1">one<a href="2">two</a>',
    '<form><form id=2>x</form></form>',
    '<img src=a src=b ALT=X><image src=c>',
    '<svg><path/><title>t</title><foreignObject><p>x</p></foreignObject><![CDATA[c]]></svg>after',
    '<math><mi>x</mi></math><script>if (a<b) {}</script><style>p{}</style><textarea><b></textarea>',
    '<!-- c --><!doctype html><?pi x?><![CDATA[d]]>&copy &#x41; &nosuch;',
    '<h1>a<h2>b</h1><select><option>1<option>2</select><ruby>a<rt>b<rp>c</ruby>',
  ])('%s', (html) => same(html));

  it('with elements an earlier block left open', () => {
    same('</td><td>b</td></tr></table>', ['table', 'tr', 'td']);
    same('text</div>', ['div']);
  });

  it('for any mix of tags, text and references', () => {
    const piece = fc.constantFrom(
      ...'<p> </p> <div> </div> <b> </b> <i> <a href="x"> </a> <table> <tr> <td> </td> <th> </tr> </table> <ul> <ol> <li> </li> </ul> <dl> <dt> <dd> <br> </br> <img src=x> <hr> <h1> </h1> <h3> <pre> </pre> <span class=y> </span> <script> </script> <style> </style> <svg> </svg> <path/> <div/> <!-- --> &amp; &lt &#65; text \n  < > " \''.split(
        ' ',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => same(pieces.join(''))),
      { numRuns: 500 },
    );
  });

  it('for every HTML block and inline tag of both corpora', () => {
    const html = /<[A-Za-z][\s\S]*?(?:\n\n|$)/g;
    let count = 0;
    for (const { text } of [...loadCorpus(), ...loadDocsCorpus()]) {
      for (const match of text.matchAll(html)) {
        same(match[0]);
        count++;
      }
    }
    expect(count).toBeGreaterThan(1000);
  });
});

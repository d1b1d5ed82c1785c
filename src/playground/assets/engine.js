/**
 * What converts for the playground. First choice: the library itself, `mdadf.js` beside this
 * file (the same bundle as `mdadf/browser`), so typing converts in the page with no request.
 * If that file cannot be loaded, the service's HTTP API does the same work.
 *
 * Both engines answer `{ output, html, diagnostics }` or throw a `Failure` (its message, and the
 * diagnostics when strict mode refused the input).
 */

export class Failure extends Error {
  /** @param {string} message @param {object[]} [diagnostics] */
  constructor(message, diagnostics = []) {
    super(message);
    this.name = 'Failure';
    this.diagnostics = diagnostics;
  }
}

const hasError = (diagnostics) => diagnostics.some((d) => d.severity === 'error');
const strictFailure = (diagnostics) =>
  new Failure(
    `Strict mode: ${diagnostics.filter((d) => d.severity === 'error').length} error diagnostic(s), no output.`,
    diagnostics,
  );

/** The ADF document typed or pasted in ADF → Markdown mode; a Failure when it is not JSON. */
function parseAdf(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Failure(`The input is not JSON: ${error.message}`);
  }
}

function libraryEngine(lib) {
  return {
    where: 'in the browser',
    async toAdf(markdown, { profile, strict }) {
      let result;
      try {
        result = lib.convert(markdown, { profile, strict });
      } catch (error) {
        if (error instanceof lib.ConversionError) throw strictFailure(error.diagnostics);
        throw new Failure(error.message);
      }
      const html = lib.adfToHtml(result.doc, { standalone: true });
      return { output: JSON.stringify(result.doc, null, 2), html, diagnostics: result.diagnostics };
    },
    async toMarkdown(json, { profile, strict }) {
      const doc = parseAdf(json);
      let result;
      try {
        result = lib.convertAdf(doc, { profile });
      } catch (error) {
        throw new Failure(error.message);
      }
      if (strict && hasError(result.diagnostics)) throw strictFailure(result.diagnostics);
      return {
        output: result.markdown,
        html: lib.adfToHtml(doc, { standalone: true }),
        diagnostics: result.diagnostics,
      };
    },
  };
}

async function post(path, body, signal) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const problem = await response.json().catch(() => ({}));
    const text = `${response.status} ${problem.title ?? response.statusText}${problem.detail ? `: ${problem.detail}` : ''}`;
    throw new Failure(text, problem.diagnostics ?? []);
  }
  return response;
}

function serviceEngine() {
  const render = async (doc, signal) => (await post('/v1/render?standalone=1', { doc }, signal)).text();
  return {
    where: 'by the service',
    async toAdf(markdown, { profile, strict }, signal) {
      const { doc, diagnostics } = await (
        await post('/v1/convert', { markdown, profile, strict }, signal)
      ).json();
      return { output: JSON.stringify(doc, null, 2), html: await render(doc, signal), diagnostics };
    },
    async toMarkdown(json, { profile, strict }, signal) {
      const doc = parseAdf(json);
      const { markdown, diagnostics } = await (
        await post('/v1/to-markdown', { doc, profile }, signal)
      ).json();
      if (strict && hasError(diagnostics)) throw strictFailure(diagnostics);
      return { output: markdown, html: await render(doc, signal), diagnostics };
    },
  };
}

export async function loadEngine() {
  try {
    return libraryEngine(await import('./mdadf.js'));
  } catch {
    return serviceEngine();
  }
}

import { Editor } from './editor.js';
import { EXAMPLES } from './examples.js';

/**
 * The playground calls the service: `/v1/convert` for the ADF and the diagnostics, then
 * `/v1/render` with that ADF for the preview. Typing is debounced; a newer edit aborts the
 * requests of an older one.
 */

const DEBOUNCE_MS = 250;

const $ = (id) => document.getElementById(id);
const editor = new Editor($('markdown'), $('gutter'));
const profileSelect = $('profile');
const status = $('status');
let latestJson = '';
let inFlight;
let timer;

async function postJson(path, body, signal) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const problem = await response.json().catch(() => ({}));
    throw new Error(`${response.status} ${problem.title ?? response.statusText}: ${problem.detail ?? ''}`);
  }
  return response;
}

function showStatus(text, isError = false) {
  status.textContent = text;
  status.classList.toggle('error', isError);
}

function showDiagnostics(diagnostics) {
  const list = $('diagnostics');
  list.replaceChildren(
    ...diagnostics.map((d) => {
      const item = document.createElement('li');
      item.className = d.severity;
      item.tabIndex = 0;
      item.dataset.line = String(d.line);
      item.dataset.column = String(d.column);
      const position = document.createElement('span');
      position.className = 'position';
      position.textContent = `${d.line}:${d.column}`;
      const severity = document.createElement('span');
      severity.className = 'severity';
      severity.textContent = d.severity;
      const message = document.createElement('span');
      const code = document.createElement('code');
      code.textContent = d.code;
      message.append(`${d.message} `, code);
      item.append(position, severity, message);
      return item;
    }),
  );
  $('no-diagnostics').hidden = diagnostics.length > 0;
  const badge = $('diagnostic-count');
  badge.textContent = String(diagnostics.length);
  badge.classList.toggle(
    'has-errors',
    diagnostics.some((d) => d.severity === 'error'),
  );
  const marks = new Map();
  for (const d of diagnostics) if (marks.get(d.line) !== 'error') marks.set(d.line, d.severity);
  editor.markLines(marks);
}

async function update() {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const profile = profileSelect.value;
  const started = performance.now();
  try {
    const converted = await (
      await postJson('/v1/convert', { markdown: editor.value, profile }, controller.signal)
    ).json();
    latestJson = JSON.stringify(converted.doc, null, 2);
    $('json').textContent = latestJson;
    showDiagnostics(converted.diagnostics);
    const html = await (
      await postJson('/v1/render?standalone=1', { doc: converted.doc }, controller.signal)
    ).text();
    $('preview').srcdoc = html;
    showStatus(`converted in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    if (error.name !== 'AbortError') showStatus(error.message, true);
  }
}

function scheduleUpdate() {
  clearTimeout(timer);
  timer = setTimeout(update, DEBOUNCE_MS);
}

function selectTab(tab) {
  for (const button of document.querySelectorAll('[role="tab"]')) {
    const selected = button === tab;
    button.setAttribute('aria-selected', String(selected));
    $(button.getAttribute('aria-controls')).hidden = !selected;
  }
}

async function copyJson() {
  try {
    await navigator.clipboard.writeText(latestJson);
    showStatus('ADF JSON copied');
  } catch {
    showStatus('Copy failed: select the JSON tab text instead', true);
  }
}

function goToDiagnostic(event) {
  const item = event.target.closest('li[data-line]');
  if (item) editor.goTo(Number(item.dataset.line), Number(item.dataset.column));
}

for (const [index, example] of EXAMPLES.entries()) {
  const option = new Option(example.name, String(index));
  $('example').append(option);
}
$('example').addEventListener('change', (event) => {
  const example = EXAMPLES[Number(event.target.value)];
  // Back to "Load…", so the same example can be loaded again after editing.
  event.target.value = '';
  if (!example) return;
  editor.value = example.markdown;
  update();
});
for (const tab of document.querySelectorAll('[role="tab"]')) {
  tab.addEventListener('click', () => selectTab(tab));
}
$('markdown').addEventListener('input', scheduleUpdate);
profileSelect.addEventListener('change', update);
$('copy-json').addEventListener('click', copyJson);
$('diagnostics').addEventListener('click', goToDiagnostic);
$('diagnostics').addEventListener('keydown', (event) => {
  if (event.key === 'Enter') goToDiagnostic(event);
});

editor.value = EXAMPLES[0].markdown;
update();

import { Editor } from './editor.js';
import { Failure, loadEngine } from './engine.js';
import { EXAMPLES } from './examples.js';
import { loadState, saveState } from './state.js';

/**
 * Two modes: Markdown → ADF (the JSON tab shows the ADF) and ADF → Markdown (it shows the
 * Markdown). The library converts in the page (engine.js). Any failure (invalid JSON, strict
 * mode, an error answer of the service) clears the preview and the output, so nothing stale can
 * be copied, and shows the reason above the panes.
 */

const DEBOUNCE_MS = 150;

const $ = (id) => document.getElementById(id);
const editor = new Editor($('markdown'), $('gutter'));
const state = loadState();
const engine = await loadEngine();
let latestOutput = '';
let generation = 0;
let inFlight;
let timer;

const OUTPUT_LABELS = {
  markdown: { tab: 'ADF JSON', copy: 'Copy ADF JSON', source: 'Markdown source' },
  adf: { tab: 'Markdown', copy: 'Copy Markdown', source: 'ADF JSON source' },
};

function showStatus(text, isError = false) {
  $('status').textContent = text;
  $('status').classList.toggle('error', isError);
}

function showDiagnostics(diagnostics) {
  $('diagnostics').replaceChildren(
    ...diagnostics.map((d) => {
      const item = document.createElement('li');
      item.className = d.severity;
      item.tabIndex = 0;
      item.dataset.line = String(d.line ?? 1);
      item.dataset.column = String(d.column ?? 1);
      const position = document.createElement('span');
      position.className = 'position';
      position.textContent = d.line === undefined ? '' : `${d.line}:${d.column}`;
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
  // In ADF → Markdown mode the lines are those of the output, not of the editor.
  const marks = new Map();
  if (state.mode === 'markdown') {
    for (const d of diagnostics) if (d.line && marks.get(d.line) !== 'error') marks.set(d.line, d.severity);
  }
  editor.markLines(marks);
}

function showOutput(output, html) {
  latestOutput = output;
  $('json').textContent = output;
  $('preview').srcdoc = html;
  $('copy-json').disabled = output === '';
}

/** A message above the panes with the first error diagnostics: errors never hide in a tab. */
function showBanner(message, diagnostics, failed) {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const lines = errors
    .slice(0, 5)
    .map((d) => `${d.line === undefined ? '' : `line ${d.line}:${d.column}: `}${d.message} [${d.code}]`);
  if (errors.length > 5) lines.push(`… ${errors.length - 5} more in the Diagnostics tab`);
  $('error-message').textContent = message;
  $('error-details').replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  $('error').classList.toggle('failed', failed);
  $('error').hidden = false;
}

/** A failure clears the output, so nothing stale stays on screen or goes to the clipboard. */
function showFailure(failure) {
  showOutput('', '');
  showBanner(failure.message, failure.diagnostics, true);
  showDiagnostics(failure.diagnostics);
  showStatus('failed', true);
}

function showResult(result) {
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors > 0) {
    showBanner(
      `${errors} error diagnostic(s): the output is repaired; Strict would refuse this input.`,
      result.diagnostics,
      false,
    );
  } else {
    $('error').hidden = true;
  }
  showOutput(result.output, result.html);
  showDiagnostics(result.diagnostics);
}

async function update() {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const mine = ++generation;
  const options = { profile: state.profile, strict: state.strict };
  const started = performance.now();
  try {
    const run = state.mode === 'markdown' ? engine.toAdf : engine.toMarkdown;
    const result = await run(editor.value, options, controller.signal);
    if (mine !== generation) return;
    showResult(result);
    showStatus(`converted ${engine.where} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    if (mine !== generation || error.name === 'AbortError') return;
    showFailure(error instanceof Failure ? error : new Failure(error.message));
  }
}

function remember() {
  state.inputs[state.mode] = editor.value;
  saveState(state);
}

function scheduleUpdate() {
  remember();
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

function showMode() {
  const labels = OUTPUT_LABELS[state.mode];
  $('tab-json-label').textContent = labels.tab;
  $('copy-json').textContent = labels.copy;
  $('markdown').setAttribute('aria-label', labels.source);
  $('mode').value = state.mode;
}

/** Switching mode carries the current output over as the new input, when there is one. */
function switchMode(mode) {
  remember();
  const carried = latestOutput;
  state.mode = mode;
  editor.value = carried || state.inputs[mode] || '';
  showMode();
  scheduleUpdate();
}

async function loadExample(index) {
  const example = EXAMPLES[Number(index)];
  if (!example) return;
  state.example = String(index);
  if (state.mode === 'markdown') {
    editor.value = example.markdown;
  } else {
    const converted = await engine.toAdf(example.markdown, { profile: state.profile, strict: false });
    editor.value = converted.output;
  }
  remember();
  await update();
}

async function copyOutput() {
  if (latestOutput === '') return;
  try {
    await navigator.clipboard.writeText(latestOutput);
    showStatus(`${OUTPUT_LABELS[state.mode].tab} copied`);
  } catch {
    showStatus('Copy failed: select the text in the output tab instead', true);
  }
}

function goToDiagnostic(event) {
  const item = event.target.closest('li[data-line]');
  if (item && state.mode === 'markdown') editor.goTo(Number(item.dataset.line), Number(item.dataset.column));
}

for (const [index, example] of EXAMPLES.entries())
  $('example').append(new Option(example.name, String(index)));
$('example').addEventListener('change', (event) => loadExample(event.target.value));
for (const tab of document.querySelectorAll('[role="tab"]'))
  tab.addEventListener('click', () => selectTab(tab));
$('markdown').addEventListener('input', scheduleUpdate);
$('profile').addEventListener('change', (event) => {
  state.profile = event.target.value;
  scheduleUpdate();
});
$('strict').addEventListener('change', (event) => {
  state.strict = event.target.checked;
  scheduleUpdate();
});
$('mode').addEventListener('change', (event) => switchMode(event.target.value));
$('copy-json').addEventListener('click', copyOutput);
$('diagnostics').addEventListener('click', goToDiagnostic);
$('diagnostics').addEventListener('keydown', (event) => {
  if (event.key === 'Enter') goToDiagnostic(event);
});

$('profile').value = state.profile;
$('strict').checked = state.strict;
$('example').value = state.example;
showMode();
const firstExample = (EXAMPLES[Number(state.example)] ?? EXAMPLES[0]).markdown;
editor.value = state.inputs[state.mode] ?? (state.mode === 'markdown' ? firstExample : '');
update();
// The editor is read-only until the engine has loaded and the saved input is in place: typing
// earlier would be overwritten by it (and a test filling it early would race the same way).
$('markdown').readOnly = false;

/**
 * The stylesheet of a standalone preview page, close to Confluence's look: its fonts and
 * colours, bordered tables, panels with a coloured left border and an icon, status lozenges,
 * code blocks with optional line numbers, and a dark theme that follows the system setting.
 */
export const PREVIEW_CSS = `:root {
  --adf-text: #172b4d;
  --adf-subtle: #6b778c;
  --adf-page: #ffffff;
  --adf-border: #c1c7d0;
  --adf-header-bg: #f4f5f7;
  --adf-code-bg: #f4f5f7;
  --adf-link: #0052cc;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --adf-text: #c7d1db;
    --adf-subtle: #8c9bab;
    --adf-page: #1d2125;
    --adf-border: #454f59;
    --adf-header-bg: #2c333a;
    --adf-code-bg: #22272b;
    --adf-link: #579dff;
  }
}
body {
  margin: 0;
  background: var(--adf-page);
  color: var(--adf-text);
  font: 16px/1.714 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", Ubuntu, "Helvetica Neue", sans-serif;
}
.adf-document { max-width: 760px; margin: 0 auto; padding: 24px 32px; }
h1, h2, h3, h4, h5, h6 { color: var(--adf-text); font-weight: 500; line-height: 1.25; margin: 1.6em 0 0.5em; }
h1 { font-size: 1.714em; } h2 { font-size: 1.43em; } h3 { font-size: 1.14em; }
h4 { font-size: 1em; font-weight: 600; } h5 { font-size: 0.857em; font-weight: 600; } h6 { font-size: 0.785em; font-weight: 600; color: var(--adf-subtle); }
p { margin: 0.75em 0 0; }
a { color: var(--adf-link); text-decoration: none; }
a:hover { text-decoration: underline; }
hr { border: none; border-top: 2px solid var(--adf-border); margin: 1.5em 0; }
blockquote { margin: 0.75em 0 0; padding: 0 0 0 16px; border-left: 2px solid var(--adf-border); }
code { font-family: SFMono-Medium, "SF Mono", Menlo, Consolas, monospace; font-size: 0.875em; background: var(--adf-code-bg); border-radius: 3px; padding: 2px 4px; }
pre { background: var(--adf-code-bg); border-radius: 3px; padding: 8px 16px; overflow-x: auto; line-height: 1.5; }
pre code { background: none; padding: 0; font-size: 0.875em; }
pre.adf-code-wrap { white-space: pre-wrap; overflow-wrap: anywhere; }
pre.adf-code-theme-dark { background: #1d2125; color: #c7d1db; }
pre.adf-code-theme-light { background: #f4f5f7; color: #172b4d; }
pre.adf-line-numbers code { counter-reset: adf-line; }
pre.adf-line-numbers .adf-code-line { counter-increment: adf-line; }
pre.adf-line-numbers .adf-code-line::before { content: counter(adf-line); display: inline-block; width: 2.5em; margin-right: 1em; text-align: right; color: var(--adf-subtle); user-select: none; }
table { border-collapse: collapse; margin: 1.5em 0 0; width: 100%; --adf-table-border: var(--adf-border); }
th, td { border: 1px solid var(--adf-table-border); padding: 8px 10px; vertical-align: top; text-align: left; min-width: 48px; }
th { background: var(--adf-header-bg); font-weight: 600; }
th > p:first-child, td > p:first-child { margin-top: 0; }
.adf-row-number { background: var(--adf-header-bg); color: var(--adf-subtle); text-align: center; width: 42px; min-width: 42px; }
ul.adf-task-list, ul.adf-decision-list { list-style: none; padding-left: 12px; }
.adf-task-item input { margin: 0 8px 0 0; }
.adf-decision-item::before { content: "\\2714"; color: #22a06b; margin-right: 8px; }
.adf-decision-item[data-state="UNDECIDED"]::before { content: "\\2026"; color: var(--adf-subtle); }
.adf-panel { display: flex; gap: 8px; margin: 0.75em 0 0; padding: 8px 12px; border-radius: 3px; border-left: 4px solid; }
.adf-panel::before, .adf-panel-icon { flex: none; width: 20px; font-weight: 700; text-align: center; }
.adf-panel-content { flex: 1; min-width: 0; }
.adf-panel-content > :first-child { margin-top: 0; }
.adf-panel-info { background: #deebff; border-color: #0065ff; } .adf-panel-info::before { content: "\\2139"; color: #0065ff; }
.adf-panel-note { background: #eae6ff; border-color: #6554c0; } .adf-panel-note::before { content: "\\270E"; color: #6554c0; }
.adf-panel-tip, .adf-panel-success { background: #e3fcef; border-color: #36b37e; } .adf-panel-tip::before { content: "\\2605"; color: #36b37e; } .adf-panel-success::before { content: "\\2714"; color: #36b37e; }
.adf-panel-warning { background: #fffae6; border-color: #ffab00; } .adf-panel-warning::before { content: "\\26A0"; color: #ff8b00; }
.adf-panel-error { background: #ffebe6; border-color: #ff5630; } .adf-panel-error::before { content: "\\2716"; color: #de350b; }
.adf-panel-custom { background: var(--adf-header-bg); border-color: var(--adf-border); }
@media (prefers-color-scheme: dark) {
  .adf-panel-info { background: #092957; } .adf-panel-note { background: #2b273f; } .adf-panel-tip, .adf-panel-success { background: #1c3329; }
  .adf-panel-warning { background: #533f04; } .adf-panel-error { background: #42221f; }
}
details.adf-expand { margin: 0.75em 0 0; padding: 4px 8px; border: 1px solid var(--adf-border); border-radius: 4px; }
details.adf-expand > summary { cursor: pointer; font-weight: 500; }
.adf-status { display: inline-block; padding: 0 4px; border-radius: 3px; font-size: 11px; font-weight: 700; line-height: 16px; text-transform: uppercase; vertical-align: middle; background: #dfe1e6; color: #42526e; }
.adf-status-purple { background: #eae6ff; color: #403294; }
.adf-status-blue { background: #deebff; color: #0747a6; }
.adf-status-red { background: #ffebe6; color: #bf2600; }
.adf-status-yellow { background: #fff0b3; color: #172b4d; }
.adf-status-green { background: #e3fcef; color: #006644; }
.adf-mention { background: var(--adf-header-bg); border-radius: 20px; padding: 0 4px; color: var(--adf-subtle); }
.adf-date { background: var(--adf-header-bg); border-radius: 3px; padding: 0 4px; }
.adf-placeholder { color: var(--adf-subtle); font-style: italic; }
.adf-card { margin: 0.75em 0 0; padding: 12px; border: 1px solid var(--adf-border); border-radius: 3px; }
figure.adf-media-single { margin: 1.5em auto 0; text-align: center; }
figure.adf-media-single img { max-width: 100%; }
.adf-media-file, .adf-media-inline { display: inline-block; padding: 4px 8px; border: 1px dashed var(--adf-border); border-radius: 3px; color: var(--adf-subtle); }
.adf-media-file::before, .adf-media-inline::before { content: "\\1F4CE  "; }
.adf-caption { color: var(--adf-subtle); font-size: 0.875em; }
.adf-layout-section { display: flex; gap: 16px; margin: 0.75em 0 0; }
.adf-layout-column { flex: 1; min-width: 0; }
.adf-extension, .adf-sync-block { margin: 0.75em 0 0; padding: 8px; border: 1px dashed var(--adf-border); border-radius: 3px; }
.adf-extension-label, .adf-inline-extension { font-size: 0.857em; color: var(--adf-subtle); }
.adf-inline-extension { border: 1px dashed var(--adf-border); border-radius: 3px; padding: 0 4px; }
.adf-unknown { outline: 1px dashed #ff8b00; }
.adf-font-small { font-size: 0.875em; }
mark.adf-annotation { background: #fff0b3; border-bottom: 2px solid #ffab00; color: inherit; }
`;

import type { NodeLines, ReportAt } from '../../registry/spec.js';

/** What laying a table out needs of the converter: where to report, and each node's line. */
export interface TableSite {
  report: ReportAt;
  lineOf: NodeLines;
}

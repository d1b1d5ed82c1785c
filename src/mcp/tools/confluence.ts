import type { ToolSpec } from '../tool.js';
import { getPageTool } from './confluence-read.js';
import { searchTool } from './confluence-search.js';
import { createTool, updateTool } from './confluence-write.js';

/** Confluence pages as Extended Markdown: read (whole, by section, in pieces), search, create, update. */
export const CONFLUENCE_TOOLS: readonly ToolSpec[] = [getPageTool, searchTool, createTool, updateTool];

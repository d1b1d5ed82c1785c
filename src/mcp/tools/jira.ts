import type { ToolSpec } from '../tool.js';
import { getIssueTool, searchTool } from './jira-read.js';
import { addCommentTool, createIssueTool, updateIssueTool } from './jira-write.js';

/** Jira issues as Extended Markdown: read, search, create, update, comment. */
export const JIRA_TOOLS: readonly ToolSpec[] = [
  getIssueTool,
  searchTool,
  createIssueTool,
  updateIssueTool,
  addCommentTool,
];

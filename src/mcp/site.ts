/** The Jira/Confluence site the Atlassian tools talk to. */
export interface Site {
  /** The text with the credentials taken out. */
  redact(text: string): string;
}

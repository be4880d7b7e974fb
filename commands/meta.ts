// What every command carries besides its payload.
export interface CommandMeta {
  /** Epoch ms when the edit was made; becomes project.timestamp. */
  at: number;
  /**
   * Edits that share a burst key and follow each other closely form one undo step
   * (a typing burst in one field), e.g. "jokers:<id>:name".
   */
  burst?: string;
}

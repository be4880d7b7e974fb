// What every command carries besides its payload.
export interface CommandMeta {
  /** Epoch ms when the edit was made; becomes project.timestamp. */
  at: number;
  /**
   * Consecutive edits that share a burst key form one undo step (a typing burst in one field),
   * e.g. "jokers:<id>:name@3": the app's keys end with the field's focus session, so leaving the
   * field or closing the editor ends the burst (no time window).
   */
  burst?: string;
}

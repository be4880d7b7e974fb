/** One check's outcome: the first problem found, if any. */
export interface TextCheck { valid: boolean; error?: string }

export const ok: TextCheck = { valid: true };
export const fail = (error: string): TextCheck => ({ valid: false, error });

// Description text in the game's formatting language (spec section 5, "Description text"):
// {C:red}styled{} spans, [s] line breaks, #1# variable references.
export interface TextReport { errors: string[]; warnings: string[] }

export const DESCRIPTION_WARNING_LENGTH = 500;

export const DESCRIPTION_MESSAGES = {
  unclosedTag: "Unclosed formatting tag detected",
  invalidTag: "Potentially invalid formatting tag",
  tagNotReset: "Formatting tag is never closed; add {} after the styled text",
  lineBreak: "Line breaks should be written as [s]; raw line breaks may not display properly",
  tooLong: "Description is quite long and may not display properly",
  badReference: "Malformed variable reference; use #1#, #2#, ...",
} as const;

/** One part of a tag: a letter C, X, s, E or V, a colon and a value, e.g. C:red or X:mult. */
const TAG_PART = /^[CXsEV]:[^,{}:]+$/;

export function validateDescription(text: string): TextReport {
  const errors = new Set<string>();
  const warnings = new Set<string>();

  if (/[\r\n]/.test(text)) warnings.add(DESCRIPTION_MESSAGES.lineBreak);
  if (text.length > DESCRIPTION_WARNING_LENGTH) warnings.add(DESCRIPTION_MESSAGES.tooLong);

  let styled = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "}") continue;
    if (text[i] !== "{") continue;
    const close = text.indexOf("}", i + 1);
    const nextOpen = text.indexOf("{", i + 1);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      errors.add(DESCRIPTION_MESSAGES.unclosedTag);
      continue;
    }
    const body = text.slice(i + 1, close);
    if (body === "") styled = false;
    else {
      if (!body.split(",").every((part) => TAG_PART.test(part.trim()))) warnings.add(DESCRIPTION_MESSAGES.invalidTag);
      styled = true;
    }
    i = close;
  }
  if (styled) warnings.add(DESCRIPTION_MESSAGES.tagNotReset);

  if (text.replace(/#\d+#/g, "").includes("#")) warnings.add(DESCRIPTION_MESSAGES.badReference);

  return { errors: [...errors], warnings: [...warnings] };
}

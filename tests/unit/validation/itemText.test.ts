import { describe, expect, it } from "vitest";
import { validateItemName, validateMessage, validateVariableName } from "../../../domain/validation";

describe("spec 5 item names: 'not empty; no quotes, backslashes, line breaks or backticks'", () => {
  it.each([
    ["", "Name cannot be empty"],
    ["   ", "Name cannot be empty"],
    ['Say "hi"', "Name cannot contain quotation marks"],
    ["Jimbo's Joker", "Name cannot contain quotation marks"],
    ["a\\b", "Name cannot contain backslashes"],
    ["two\nlines", "Name cannot contain line breaks"],
    ["tick`", "Name cannot contain backticks"],
  ])("%j -> %s", (name, error) => expect(validateItemName(name)).toEqual({ valid: false, error }));
  it("accepts ordinary names", () => expect(validateItemName("Lucky Cat #2 (Gold)")).toEqual({ valid: true }));
});

describe("spec 5 variable names", () => {
  it.each([
    ["", "Variable name cannot be empty"],
    ["my var", "Variable name cannot contain spaces"],
    ["it's", "Variable name cannot contain quotation marks"],
    ["a\\b", "Variable name cannot contain backslashes"],
    ["a`b", "Variable name cannot contain backticks"],
    ["2x", "Variable name cannot start with a number"],
    ["my-var", "Variable name can only contain letters, numbers, and underscores"],
    ["café", "Variable name can only contain letters, numbers, and underscores"],
    ["a".repeat(31), "Variable name must be 30 characters or less"],
  ])("%j -> %s", (name, error) => expect(validateVariableName(name)).toEqual({ valid: false, error }));

  it("refuses Lua's keywords (the original let these through)", () => {
    for (const word of ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]) {
      expect(validateVariableName(word), word).toEqual({ valid: false, error: "Variable name cannot be a reserved word" });
    }
  });
  it("refuses the spec's reserved words: true, false, null, undefined", () => {
    for (const word of ["true", "false", "null", "undefined"]) expect(validateVariableName(word).valid, word).toBe(false);
  });
  it("accepts identifiers up to 30 characters, starting with a letter or underscore", () => {
    for (const name of ["hits", "_count", "Mult2", "a".repeat(30), "End", "ending"]) expect(validateVariableName(name), name).toEqual({ valid: true });
  });
});

describe("spec 5 messages: 'no quotes, backticks or line breaks; a lone backslash refused; at most 100 characters'", () => {
  it.each([
    ['"Upgrade!"', "Message cannot contain quotation marks"],
    ["`x`", "Message cannot contain backticks"],
    ["a\nb", "Message cannot contain line breaks"],
    ["50\\50", "Unescaped backslashes may cause issues"],
    ["x".repeat(101), "Message must be 100 characters or less"],
  ])("%j -> %s", (text, error) => expect(validateMessage(text)).toEqual({ valid: false, error }));
  it("accepts a doubled (escaped) backslash, an empty message and 100 characters", () => {
    expect(validateMessage("50\\\\50")).toEqual({ valid: true });
    expect(validateMessage("")).toEqual({ valid: true });
    expect(validateMessage("x".repeat(100))).toEqual({ valid: true });
  });
});

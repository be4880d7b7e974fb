// The builder's Lua highlighter keeps the code text exactly and marks its tokens.
import { describe, expect, it } from "vitest";
import { isValidElement, type ReactElement } from "react";
import { highlightLua } from "../../../src/components/rules/highlightLua";

const text = (nodes: ReturnType<typeof highlightLua>) => nodes.map((n) => (typeof n === "string" ? n : String((n as ReactElement<{ children: string }>).props.children))).join("");

describe("highlightLua", () => {
  it("keeps every character and marks comments, strings, numbers and keywords", () => {
    const code = '-- a joker\nlocal x = "end -- not a comment" .. 8\nif context.joker_main then return { mult = 1.5e2 } end --[[ long\ncomment ]]';
    const nodes = highlightLua(code);
    expect(text(nodes)).toBe(code);
    const marked = nodes.filter(isValidElement).map((n) => String((n as ReactElement<{ children: string }>).props.children));
    expect(marked).toEqual(["-- a joker", "local", '"end -- not a comment"', "8", "if", "context", "then", "return", "1.5e2", "end", "--[[ long\ncomment ]]"]);
  });
});

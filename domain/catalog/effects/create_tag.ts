// Create Tag: gains a tag (a random one, a chosen one, or the one a key variable names), as the
// game's own tag rewards do: add_tag(Tag(key)) in a queued event.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { VANILLA_TAGS } from "../vanillaKeys";
import { labelOfKey } from "../options";
import { randomOf } from "../lib";
import { ALL_TYPES, event } from "./shared";

const { str, call, doCall, index, path, and, ifThen, local, name } = lua;

export default defineEffect({
  id: "create_tag",
  label: "Create Tag",
  description: "Gives the player a tag.",
  category: "Vouchers & Tags",
  objectTypes: ALL_TYPES,
  // a tag made whenever a tag is added would add tags forever
  except: [["joker", "tag_added"]],
  params: [
    p.select("tag_type", "Tag", opts(["random", "A random tag"], ["specific", "A specific tag"], ["keyvar", "The tag a key variable names"]), "random"),
    p.select("specific_tag", "Which tag", { source: "tags" }, "tag_double", { when: { param: "tag_type", is: ["specific"] } }),
    p.variable("variable", "Key variable", ["key"], "key_var", { when: { param: "tag_type", is: ["keyvar"] } }),
  ],
  summary: (v) => (v.tag_type === "specific" ? `Create a ${labelOfKey(v.specific_tag)} tag` : v.tag_type === "keyvar" ? `Create the tag in ${v.variable}` : "Create a random tag"),
  generate(v, ctx) {
    const tag = ctx.local("tag_key");
    let key: Expr;
    if (v.tag_type === "specific") key = str(v.specific_tag);
    else if (v.tag_type === "keyvar") key = ctx.variable(v.variable);
    else key = randomOf(VANILLA_TAGS, ctx.seed("tag"));
    return {
      stmts: [
        local(tag, key),
        // a variable may hold anything: only a real tag is added
        ifThen(and(name(tag), index(path("G.P_TAGS"), name(tag))), [
          event([doCall("add_tag", call("Tag", name(tag))), doCall("play_sound", str("generic1"), lua.num(0.9), lua.num(0.6))]),
        ]),
      ],
      fields: [["message", str("+1 Tag")]],
    };
  },
});

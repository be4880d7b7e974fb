// Early rules stored parameter values raw ("specific_rank": "8"); the original's migrator wrapped
// them as {value, valueType}, inferring the type (reference section 3 "Parameter values" and
// section 7). Random-group chances and loop counts were wrapped the same way. The normaliser
// applies the same wrapping to any file as a repair; this step is the era's own migration.
import { wrapParamValue } from "../paramValues";
import { isPlainObject, type JsonObject } from "../plain";
import { rawConditions, rawEffects, rawRules } from "./rawItems";
import type { Migration } from "./types";

function variableNames(item: JsonObject): Set<string> {
  const list = Array.isArray(item.userVariables) ? item.userVariables : [];
  return new Set(list.flatMap((v) => (isPlainObject(v) && typeof v.name === "string" ? [v.name] : [])));
}

export const paramValues: Migration = {
  id: 5,
  name: "param-values",
  up(raw, note) {
    for (const { owner, rule } of rawRules(raw)) {
      const names = variableNames(owner.item);
      for (const node of [...rawConditions(rule), ...rawEffects(rule)]) {
        if (!isPlainObject(node.params)) continue;
        for (const [key, value] of Object.entries(node.params)) {
          if (isPlainObject(value)) continue;
          node.params[key] = wrapParamValue(value, names).param;
          note(`${owner.list}[].rules: raw parameter values wrapped as {value, valueType}`);
        }
      }
      const counts: [unknown, string][] = [
        ...(Array.isArray(rule.randomGroups) ? rule.randomGroups : []).flatMap((g) => (isPlainObject(g) ? [[g, "chance_numerator"], [g, "chance_denominator"]] as [unknown, string][] : [])),
        ...(Array.isArray(rule.loops) ? rule.loops : []).flatMap((g) => (isPlainObject(g) ? [[g, "repetitions"]] as [unknown, string][] : [])),
      ];
      for (const [group, field] of counts) {
        const holder = group as JsonObject;
        const value = holder[field];
        if (value === undefined || value === null || isPlainObject(value)) continue;
        holder[field] = wrapParamValue(value, names).param;
        note(`${owner.list}[].rules: raw group counts wrapped as {value, valueType}`);
      }
    }
  },
};

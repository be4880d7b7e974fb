// Corpus layer: the modders' rules reach the game whole. After import (with every migration),
// every block of every fixture rule exports, apart from Talisman-only blocks in projects that do
// not depend on Talisman. Every
// rule is also one the rule builder accepts as it is: its trigger is a trigger of the item's type
// and each block applies there (the checks the builder's commands run), so opening it in the builder
// changes nothing. Prints the counts.
import { afterAll, describe, expect, it } from "vitest";
import { blockRefusal, triggerRefusal } from "../../domain/catalog/applies";
import { choiceOptions, shownOption } from "../../domain/catalog/options";
import { isShown } from "../../domain/catalog/schema";
import { parseParams, unwrap } from "../../domain/catalog/parse";
import { ExportEnv } from "../../domain/export/env";
import { findCondition, findEffect, findTrigger } from "../../domain/catalog/registry";
import { RULE_OBJECT_TYPES, type RuleObjectType } from "../../domain/catalog/types";
import { exportMod, previewItem } from "../../domain/export";
import { LIST_OF_TYPE, type Rule } from "../../domain/model";
import { keepApplying } from "../../commands/rules";
import { registerRuleCatalog } from "../../commands/ruleCatalog";
import { fixtureNames, fixtureProject } from "./corpus";
import { withoutHelpers } from "../support/fileHelpers";

registerRuleCatalog({ findTrigger, findCondition, findEffect, blockRefusal, triggerRefusal });

const totals = { rules: 0, exported: 0, talismanOnly: 0 };

afterAll(() => {
  console.log(`corpus rules: ${totals.exported} of ${totals.rules} rules export; blocks left out: ${totals.talismanOnly} Talisman-only (projects without Talisman), 0 other`);
});

describe.each(fixtureNames)("fixture %s", (name) => {
  it("exports every rule, leaving out only Talisman-only blocks (without Talisman)", () => {
    const project = fixtureProject(name);
    const talisman = project.modMetadata.dependencies.some((d) => /talisman/i.test(d));
    const { report } = exportMod(project);
    const other: string[] = [];
    for (const left of report.notExported) {
      const entry = left.block.kind === "effect" ? findEffect(left.block.type) : undefined;
      if (entry?.talisman && !talisman) totals.talismanOnly += 1;
      else other.push(`${left.itemName} rule ${left.ruleNumber} ${left.block.kind} ${left.block.type ?? ""}: ${left.reason}`);
    }
    expect(other).toEqual([]);
    const rules = RULE_OBJECT_TYPES.reduce((n, type) => n + ((project[LIST_OF_TYPE[type]] as { rules?: Rule[] }[]).reduce((m, item) => m + (item.rules?.length ?? 0), 0)), 0);
    totals.rules += rules;
    totals.exported += report.rulesExported;
  });

  it("shows in the rule builder's live Lua the code and problems the export writes for each item with rules", () => {
    const project = fixtureProject(name);
    const whole = exportMod(project, { codeOnly: true });
    let previewed = 0;
    for (const type of RULE_OBJECT_TYPES as readonly RuleObjectType[]) {
      const list = LIST_OF_TYPE[type];
      const file = String(whole.files.get(`items/${list}.lua`) ?? "");
      for (const item of project[list] as { id: string; name: string; rules?: Rule[] }[]) {
        if (!item.rules?.length) continue;
        const preview = previewItem(project, list, item.id);
        expect(preview.error, `${type} ${item.name}`).toBeUndefined();
        expect(preview.notExported, `${type} ${item.name}`).toEqual(whole.report.notExported.filter((r) => r.itemId === item.id));
        const own = withoutHelpers(preview.lua);
        expect(file.includes(own.trim()), `${type} ${item.name}: its preview's code is not the export's`).toBe(true);
        previewed += 1;
      }
    }
    expect(previewed).toBeGreaterThan(0);
  });

  it("shows every choice of every rule in the rule builder as one of its options (a key spelt otherwise as the option it stands for)", () => {
    const project = fixtureProject(name);
    const env = new ExportEnv(project, { audio: "presence" });
    const raw: string[] = [];
    for (const type of RULE_OBJECT_TYPES as readonly RuleObjectType[]) {
      for (const item of project[LIST_OF_TYPE[type]] as { name: string; rules?: Rule[]; userVariables?: { name: string }[] }[]) {
        for (const rule of item.rules ?? []) {
          const blocks = [...rule.conditionGroups.flatMap((g) => g.conditions).map((b) => ({ b, entry: findCondition(b.type) })),
            ...[...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects), ...rule.loops.flatMap((g) => g.effects)].map((b) => ({ b, entry: findEffect(b.type) }))];
          for (const { b, entry } of blocks) {
            if (!entry) continue;
            const shown = parseParams(entry.params, b.params, { keys: env, variables: new Map() }).values as Record<string, unknown>;
            for (const spec of entry.params) {
              const stored = unwrap((b.params as Record<string, unknown> | undefined)?.[spec.id]);
              if (spec.type !== "select" || !stored.present || !isShown(spec, shown)) continue;
              const text = String(stored.value);
              if ((item.userVariables ?? []).some((v) => v.name === text)) continue;
              if (shownOption(spec.options, choiceOptions(spec.options, project), text, env) === undefined) raw.push(`${item.name}: ${b.type}.${spec.id} = '${text}'`);
            }
          }
        }
      }
    }
    expect(raw).toEqual([]);
  });

  it("holds only rules the rule builder accepts as they are", () => {
    const project = fixtureProject(name);
    const problems: string[] = [];
    for (const type of RULE_OBJECT_TYPES as readonly RuleObjectType[]) {
      for (const item of project[LIST_OF_TYPE[type]] as { name: string; rules?: Rule[] }[]) {
        (item.rules ?? []).forEach((rule, i) => {
          const where = `${type} ${item.name} rule ${i + 1}`;
          const trigger = findTrigger(rule.trigger);
          if (!trigger) { problems.push(`${where}: trigger ${rule.trigger}`); return; }
          const refused = triggerRefusal(trigger, type);
          if (refused) problems.push(`${where}: ${refused}`);
          for (const c of rule.conditionGroups.flatMap((g) => g.conditions)) if (!findCondition(c.type)) problems.push(`${where}: condition ${c.type}`);
          const effects = [...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects), ...rule.loops.flatMap((g) => g.effects)];
          for (const e of effects) if (!findEffect(e.type)) problems.push(`${where}: effect ${e.type}`);
          expect(keepApplying(rule, type), `${where} has blocks that do not apply under its trigger`).toEqual(rule);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});

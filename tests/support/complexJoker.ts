// The joker of a project file with the most blocks in its rules: where the rule builder is put to
// the test (the bench opens it, the corpus browser test screenshots it).
type Block = { params?: Record<string, unknown> };
type RuleLike = { conditionGroups?: { conditions?: Block[] }[]; effects?: Block[]; randomGroups?: { effects?: Block[] }[]; loops?: { effects?: Block[] }[] };

/** The joker with the most blocks (conditions and effects) in its rules, by name. */
export function mostComplexJoker(text: string): { name: string; blocks: number; rules: number } {
  const project = JSON.parse(text) as { jokers?: { name?: string; rules?: RuleLike[] }[] };
  let best = { name: "", blocks: -1, rules: 0 };
  for (const joker of project.jokers ?? []) {
    const rules = joker.rules ?? [];
    const blocks = rules.reduce((n, r) => n + (r.conditionGroups ?? []).reduce((m, g) => m + (g.conditions ?? []).length, 0)
      + (r.effects ?? []).length + (r.randomGroups ?? []).reduce((m, g) => m + (g.effects ?? []).length, 0)
      + (r.loops ?? []).reduce((m, g) => m + (g.effects ?? []).length, 0), 0);
    if (blocks > best.blocks && joker.name) best = { name: joker.name, blocks, rules: rules.length };
  }
  return best;
}


// Runs an exported items file in LuaJIT against a tiny stand-in for Steamodded (just enough to
// capture definitions and call their methods), then runs a Lua snippet that inspects them.
import { exportMod } from "../../../domain/export";
import type { Project } from "../../../domain/model";
import { runLua } from "../../lua/luajit";

const STUB = `
defs = {}
local function capture(kind) return function(t) defs[#defs + 1] = t; t.kind = kind; return t end end
SMODS = setmetatable({}, { __index = function(_, k) return capture(k) end })
SMODS.Sounds = {}
SMODS.pseudorandom_probability = function(card, seed, n, d, id) return ROLL end
SMODS.get_probability_vars = function(card, n, d, id) return n, d end
SMODS.find_card = function(key) return OWNED[key] or {} end
SMODS.calculate_effect = function(e, card) APPLIED[#APPLIED + 1] = e end
SMODS.has_enhancement = function(card, key) return card.enh == key end
SMODS.add_card = function(t) ADDED[#ADDED + 1] = t end
APPLIED, ADDED, OWNED = {}, {}, {}
HEX = function(h) return h end
localize = function(k) return k end
pseudorandom = function() return 0.5 end
pseudoseed = function(s) return s end
pseudorandom_element = function(t) return t[1] end
ease_dollars = function(n) DOLLARS = (DOLLARS or 0) + n end
Event = function(t) return t end
G = { GAME = { dollars = 10, joker_buffer = 0, consumeable_buffer = 0, pool_flags = {}, current_round = { hands_left = 3, discards_left = 2, hands_played = 0 }, round_resets = { ante = 1, hands = 4, discards = 3 } },
      E_MANAGER = { add_event = function(self, e) e.func() end },
      jokers = { cards = {}, config = { card_limit = 5 } }, consumeables = { cards = {}, config = { card_limit = 2 } },
      play = {}, hand = { cards = {}, highlighted = {}, config = { card_limit = 8 } }, P_CENTERS = { c_base = {} }, C = {} }
function def(key) for _, d in ipairs(defs) do if d.key == key then return d end end error("no definition " .. key) end
function newcard(d) return { ability = { extra = (function() local c = {} for k, v in pairs(d.config.extra) do c[k] = v end return c end)() }, config = { center = d } } end
function dump(v, depth)
  depth = depth or 0
  if type(v) ~= "table" then return tostring(v) end
  if depth > 6 then return "..." end
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = tostring(k) end
  table.sort(keys)
  local out = {}
  for _, k in ipairs(keys) do
    local value = v[k]; if value == nil then value = v[tonumber(k)] end
    -- (a chained effect's card is the card itself: a reference, not one of the effect's values)
    if type(value) ~= "function" and k ~= "config" and k ~= "center" and not (k == "card" and type(value) == "table") then out[#out + 1] = k .. "=" .. dump(value, depth + 1) end
  end
  return "{" .. table.concat(out, ",") .. "}"
end
`;

export function runExported(project: Project, file: string, snippet: string): { stdout: string; report: ReturnType<typeof exportMod>["report"]; source: string } {
  const result = exportMod(project);
  const source = result.files.get(file);
  if (typeof source !== "string") throw new Error(`no ${file} in the export`);
  const run = runLua(["-"], { input: `${STUB}\n${source}\n${snippet}` });
  if (run.status !== 0) throw new Error(`LuaJIT failed: ${run.stderr}\n--- source ---\n${source}`);
  return { stdout: run.stdout.trim(), report: result.report, source };
}

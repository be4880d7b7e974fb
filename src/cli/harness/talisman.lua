-- A stand-in for the Talisman mod, active only when the loaded mod lists Talisman among its
-- dependencies (as in the game, where Talisman's keys do nothing unless Talisman is installed).
-- Talisman adds scoring keys to Steamodded's calculation: ^Chips / ^Mult (e_chips, e_mult),
-- ^^ and ^^^ (ee_*, eee_*) and hyperoperations ({arrows, value} in hyper_chips / hyper_mult),
-- each with its alias spellings. They apply after Steamodded's own keys (Talisman appends them to
-- SMODS.calculation_keys). Numbers stay plain Lua numbers here: to_big and to_number are the
-- identity, so the results are exact for the values a scenario uses and +inf beyond 1.8e308.
local T = {}

T.active = false

-- key -> { target = "chips" | "mult", arrows = n } (arrows = nil: the value is {arrows, value}).
local KEYS = {}
local function keys(target, arrows, list)
  for _, k in ipairs(list) do KEYS[k] = { target = target, arrows = arrows, silent = k:find("_mod$") ~= nil } end
end
keys("chips", 1, { "e_chips", "echips", "Echip_mod" })
keys("chips", 2, { "ee_chips", "eechips", "EEchip_mod" })
keys("chips", 3, { "eee_chips", "eeechips", "EEEchip_mod" })
keys("chips", nil, { "hyper_chips", "hyperchips", "hyperchip_mod" })
keys("mult", 1, { "e_mult", "emult", "Emult_mod" })
keys("mult", 2, { "ee_mult", "eemult", "EEmult_mod" })
keys("mult", 3, { "eee_mult", "eeemult", "EEEmult_mod" })
keys("mult", nil, { "hyper_mult", "hypermult", "hypermult_mod" })
-- Talisman's order: its keys in the order it appends them
T.ORDER = { "e_mult", "e_chips", "ee_mult", "ee_chips", "eee_mult", "eee_chips", "hyper_mult", "hyper_chips",
  "emult", "echips", "eemult", "eechips", "eeemult", "eeechips", "hypermult", "hyperchips",
  "Emult_mod", "Echip_mod", "EEmult_mod", "EEchip_mod", "EEEmult_mod", "EEEchip_mod", "hypermult_mod", "hyperchip_mod" }
T.KEYS = KEYS

-- a ↑^n b (Knuth's arrows): n = 1 is a^b; a height that is not whole uses the linear
-- approximation of the fractional part, as big-number libraries do.
function T.arrow(n, a, b)
  if n <= 1 then return a ^ b end
  if b <= 0 then return 1 + math.max(b, -1) end
  local whole = math.ceil(b)
  local r = 1 + (b - whole)
  for _ = 1, whole do
    r = T.arrow(n - 1, a, r)
    if r == math.huge then return r end
  end
  return r
end

-- Whether a mod's metadata lists Talisman among its dependencies.
function T.wanted(manifest)
  for _, dep in ipairs(type(manifest) == "table" and type(manifest.dependencies) == "table" and manifest.dependencies or {}) do
    if type(dep) == "string" and dep:match("^%s*([^%s(<>=|]+)") == "Talisman" then return true end
  end
  return false
end

function T.install()
  T.active = true
  Talisman = { config_file = { disable_anims = false, break_infinity = "omeganum", score_opt_id = 2 } }
  to_big = function(x) return x end
  to_number = function(x) return x end
  is_big = function() return false end
end

function T.uninstall()
  T.active = false
  Talisman, to_big, to_number, is_big = nil, nil, nil, nil
end

-- Applies the Talisman keys of one effect table (after Steamodded's keys). `state` is
-- { scoring, chips, mult }; returns the new chips and mult, whether a key applied, and the
-- messages to show ({ text }).
function T.apply(effect, chips, mult, scoring)
  local did, messages = false, {}
  if not T.active then return chips, mult, did, messages end
  for _, key in ipairs(T.ORDER) do
    local amount = effect[key]
    local spec = KEYS[key]
    if amount ~= nil then
      local arrows, value
      if spec.arrows then
        if type(amount) ~= "number" then error("return value " .. key .. " must be a number (got " .. type(amount) .. ")", 0) end
        arrows, value = spec.arrows, amount
      else
        if type(amount) ~= "table" or type(amount[1]) ~= "number" or type(amount[2]) ~= "number" then
          error("return value " .. key .. " must be a table { arrows, value } of numbers", 0)
        end
        arrows, value = amount[1], amount[2]
      end
      if not (spec.arrows and value == 1) then
        if scoring then
          if spec.target == "chips" then chips = T.arrow(arrows, chips, value) else mult = T.arrow(arrows, mult, value) end
        end
        did = true
        if not spec.silent and effect.remove_default_message ~= true then
          messages[#messages + 1] = string.rep("^", arrows) .. value .. (spec.target == "mult" and " Mult" or "")
        end
      end
    end
  end
  return chips, mult, did, messages
end

return T

-- Undefined globals. In the game a nil global read is harmless only until it is called or
-- indexed (then it crashes); generated code has no business reading undefined names except
-- the well-known probes for optional mods. Every read of an undefined global from mod code is
-- reported with its file and line; the read still returns nil, so the code goes on as in the game.
local P = require("problems")

local Strict = {}

-- Names mods legitimately probe for (optional companion mods and their helpers).
Strict.PROBES = {
  Talisman = true, to_big = true, to_number = true, lenient_bignum = true, Big = true, OmegaNum = true,
  is_big = true, Cryptid = true, CardSleeves = true, JokerDisplay = true, Blockbuster = true,
  Bakery_API = true, Galdur = true, MP = true, PotatoPatchUtils = true, Entropy = true, BUNCOMOD = true,
  SMODS_Chips = true, ortalab = true, TheFamily = true, Partner_API = true, CardPronouns = true,
}

function Strict.install()
  setmetatable(_G, {
    __index = function(_, name)
      local info = debug.getinfo(2, "Sl")
      if info and P.is_mod_source(info.source) and not Strict.PROBES[name] then
        P.add({ file = P.file_of(info.source:sub(2)), line = info.currentline,
          message = "reads undefined global '" .. tostring(name) .. "' (nil in the game: calling or indexing it crashes)" })
      end
      return nil
    end,
  })
end

function Strict.uninstall() setmetatable(_G, nil) end

return Strict
